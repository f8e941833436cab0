import type { Language } from '@yaar/shared';
import { ToastContainer } from 'react-toastify';
import { ToastCloseButton } from '@/components/ui/toast-close-button';
import { t } from '@/lib/i18n/language';

/** The app's toasts, in `language`: top-right, 5 s, at most 20 (spec 1 §9). */
export function AppToastContainer({ language }: { language: Language }) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      limit={20}
      aria-label={t('Notifications Alt+T')}
      closeButton={ToastCloseButton}
      // The library's timer bar has a label of its own in English only: hidden in gu and hi.
      hideProgressBar={language !== 'en'}
    />
  );
}
