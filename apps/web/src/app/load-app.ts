import stylesheetUrl from '@/styles/main.css?url';
import type * as App from './start';

/**
 * index.html's own stylesheets, as the page opened: the light Sign In page's (styles/sign-in.css,
 * Bootstrap and the chrome cut to the form's rules). Read before anything is added.
 */
const lightPageSheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

let loading: Promise<typeof App> | undefined;

/** The app's stylesheet (styles/main.css) at the end of `<body>`; resolves once it applies. */
function addAppStylesheet() {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not load ${stylesheetUrl}`));
    document.body.append(link);
  });
}

/**
 * The app (app/start.tsx), its chunks fetched side by side, and its stylesheet beside them.
 *
 * The stylesheet goes at the end of `<body>`, where index.html had it before the light page: after
 * every screen's own sheet, which Vite's loader adds to `<head>` as the screen's chunk loads, so
 * the cascade is the one the screens were written against. It holds every rule of the light
 * page's too; once it applies, the light page's sheet is switched off (its Bootstrap rules, after
 * the screens' in the document, would undo their order: a Dashboard card's `.col-6` lost to
 * `.row > *`). Switched off, not taken out: the app's lazy chunks name it (it is the entry's CSS),
 * and Vite's loader would put a missing one back into `<head>`.
 */
export function loadApp() {
  loading ??= Promise.all([import('./start'), addAppStylesheet()]).then(([app]) => {
    for (const sheet of lightPageSheets) sheet.media = 'not all';
    return app;
  });
  // A failure (no network) is tried again by the next call.
  loading.catch(() => (loading = undefined));
  return loading;
}
