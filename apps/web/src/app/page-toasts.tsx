import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { ToastCloseButton } from '@/components/ui/toast-close-button';
import { toastApiError } from '@/lib/form-errors';
import { currentLanguage, t } from '@/lib/i18n/language';

let mounted: { root: Root; holder: HTMLElement } | undefined;

/**
 * The light Sign In page's toasts (a wrong password: 'Invalid email or password.'): the app's
 * ToastContainer, as AppProvider sets it, in a root of its own. Loaded on the first failure only.
 */
export function toastFailure(error: unknown) {
  if (!mounted) {
    const holder = document.body.appendChild(document.createElement('div'));
    const root = createRoot(holder);
    root.render(
      <ToastContainer
        position="top-right"
        autoClose={5000}
        limit={20}
        aria-label={t('Notifications Alt+T')}
        closeButton={ToastCloseButton}
        hideProgressBar={currentLanguage() !== 'en'}
      />,
    );
    mounted = { root, holder };
  }
  toastApiError(error);
}

/** Before the app starts with its own ToastContainer: one container, so no toast shows twice. */
export function removePageToasts() {
  mounted?.root.unmount();
  mounted?.holder.remove();
  mounted = undefined;
}
