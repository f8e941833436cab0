import '@/styles/sign-in.css';
import { showOfflineBanner } from '@/components/layouts/offline-banner-element';
import { mountSignInForm } from '@/features/auth/components/sign-in-form-dom';
import { connectivity } from '@/lib/api';
import { routeTable } from '@/lib/route-table';
import { loadApp } from './load-app';

const loadToasts = () => import('./page-toasts');

/**
 * The light Sign In page (issue 41): what a visitor who is not signed in sees first, drawn by the
 * entry's own small script with its own small stylesheet (styles/sign-in.css) — the form, the
 * offline banner, nothing of React, the router or the app shell. Signing in (or following Create
 * an account) loads the app by a dynamic import and hands it the page; the app's fetch starts
 * beside the login call. A failure's toast loads the toasts alone.
 */
export function showSignInPage(root: HTMLElement) {
  const signInPath = routeTable.SignIn.path;
  // The app's guards send a visitor who is not signed in here from any signed-in screen.
  if (window.location.pathname !== signInPath) window.history.replaceState(null, '', signInPath);
  let leaving = false;
  let toasts: ReturnType<typeof loadToasts> | undefined;

  const hideForm = mountSignInForm(root, {
    onSubmit: () => void loadApp().catch(() => undefined),
    onSignedIn: ({ message }) => enterApp('/', message),
    onFailed: (error) => {
      toasts ??= loadToasts();
      toasts.then(({ toastFailure }) => toastFailure(error)).catch(console.error);
    },
    onNavigate: (path) => {
      if (path !== signInPath) void enterApp(path);
    },
  });
  const hideBanner = showOfflineBanner(root, connectivity);

  async function enterApp(path: string, welcome?: string) {
    if (leaving) return;
    leaving = true;
    let app: Awaited<ReturnType<typeof loadApp>>;
    try {
      app = await loadApp();
    } catch {
      // The app's files could not be had (the network went): the page itself tries again.
      window.location.assign(path);
      return;
    }
    hideForm();
    hideBanner();
    (await toasts?.catch(() => undefined))?.removePageToasts();
    window.history.pushState(null, '', path);
    app.startApp(root, { welcome });
  }
}
