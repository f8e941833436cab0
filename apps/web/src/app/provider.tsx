import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '@/lib/auth';
import { ToastCloseButton } from '@/components/ui/toast-close-button';
import { t } from '@/lib/i18n/language';
import { useLanguage } from '@/lib/i18n/use-language';
import { queryClient } from '@/lib/query-client';

/** Server state, the session, and the toasts (top-right, 5 s, at most 20: spec 1 §9). */
export function AppProvider({ children }: { children: ReactNode }) {
  // A new language draws every screen again in it (the data stays in the query cache).
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Fragment key={language}>{children}</Fragment>
        <ToastContainer
          position="top-right"
          autoClose={5000}
          limit={20}
          aria-label={t('Notifications Alt+T')}
          closeButton={ToastCloseButton}
          // The library's timer bar has a label of its own in English only: hidden in gu and hi.
          hideProgressBar={language !== 'en'}
        />
      </AuthProvider>
    </QueryClientProvider>
  );
}
