import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g;
const ROOT = /<div id="root">.*?<\/div><\/div>/s;

/**
 * Moves the entry's stylesheet (the light Sign In page's, styles/sign-in.css) from `<head>` to just
 * after `#root` in the built index.html.
 *
 * A stylesheet in `<head>` holds up the first paint until it has arrived; one in `<body>` holds up
 * only what follows it. The splash in `#root` is styled inline (index.html), so a phone draws it
 * as soon as the page's own bytes are in, a round trip or more before the CSS and the scripts.
 * The entry's module still waits for the stylesheet (a deferred script runs only when no style
 * sheet of the parser is pending), so the form is never drawn unstyled; the app's own stylesheet
 * comes with its chunk (app/start.tsx), whose import resolves only once the sheet has arrived.
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
