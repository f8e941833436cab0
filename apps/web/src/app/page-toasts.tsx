import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { AppToastContainer } from '@/components/ui/app-toast-container';
import { toastApiError } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n/language';

let mounted: { root: Root; holder: HTMLElement } | undefined;

/**
 * The light Sign In page's toasts (a wrong password: 'Invalid email or password.'): the app's
 * ToastContainer, as AppProvider sets it, in a root of its own. Loaded on the first failure only.
 */
export function toastFailure(error: unknown) {
  if (!mounted) {
    const holder = document.body.appendChild(document.createElement('div'));
    const root = createRoot(holder);
    root.render(<AppToastContainer language={currentLanguage()} />);
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
