/**
 * index.html's own stylesheets, as the page opened: the light Sign In page's (styles/sign-in.css,
 * Bootstrap and the chrome cut to the form's rules). Read before anything is added: the app's
 * stylesheets come later, into `<head>`.
 */
const lightPageSheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/**
 * The app (app/start.tsx): its chunks, fetched side by side, and its stylesheet, which holds every
 * rule of the light page's too. Once it has loaded, the light page's sheet is switched off: it sits
 * after `<head>` in the document, so its Bootstrap rules would come after the app's and the
 * screens' own in the cascade (a Dashboard card's `.col-6` lost to `.row > *`). Switched off, not
 * taken out: the app's lazy chunks name it among their stylesheets (it is the entry's), and Vite's
 * loader would put a missing one back, into `<head>`, after the app's.
 */
export async function loadApp() {
  const app = await import('./start');
  for (const sheet of lightPageSheets) sheet.media = 'not all';
  return app;
}
