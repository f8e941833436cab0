import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g;
const ROOT = /<div id="root">.*?<\/div><\/div>/s;

/**
 * Moves the app's stylesheets from `<head>` to just after `#root` in the built index.html.
 *
 * A stylesheet in `<head>` holds up the first paint until it has arrived; one in `<body>` holds up
 * only what follows it. The splash in `#root` is styled inline (index.html), so a phone draws it
 * as soon as the page's own bytes are in, a round trip or more before the CSS and the scripts.
 * The app's module still waits for the stylesheet (a deferred script runs only when no style sheet
 * of the parser is pending), so React never draws an unstyled screen.
 */
export function splashFirst(): Plugin {
  return {
    name: 'yaar-splash-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        if (sheets.length === 0 || !ROOT.test(html)) return html;
        const withoutSheets = html.replace(STYLESHEET, '');
        return withoutSheets.replace(ROOT, (root) => `${root}${sheets.join('')}`);
      },
    },
  };
}
