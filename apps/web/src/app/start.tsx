import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'react-toastify';
import { readStoredUser } from '@/lib/session';
import { startLanguage, whenLanguageShown } from '@/lib/i18n/language';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * The whole app, drawn into `root` at the current address: what replaces the splash for a
 * signed-in user, and the light Sign In page once the user has signed in (main.ts). Loaded by a
 * dynamic import with its stylesheet (`loadApp`, app/load-app.ts), so a visitor who only signs in
 * downloads none of it before the form shows. `welcome` (the server's 'Login Successfully.') is
 * toasted as the first screen shows.
 */
export function startApp(root: HTMLElement, { welcome }: { welcome?: string } = {}) {
  // The screens' language first (its catalogue is one small chunk; English has none to load).
  whenLanguageShown(startLanguage(readStoredUser()?.Language), 'app', () =>
    renderApp(root, welcome),
  );
}

function renderApp(root: HTMLElement, welcome: string | undefined) {
  // The first render as a transition: React draws it in short slices, yielding to the browser
  // between them, instead of one long task that holds up the phone's main thread. Its first
  // commit replaces what `root` held (the splash, or the light page's form).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
  // Kept by react-toastify until the app's ToastContainer has mounted.
  if (welcome) toast.success(welcome);
}
