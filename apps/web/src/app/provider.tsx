import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { AppToastContainer } from '@/components/ui/app-toast-container';
import { AuthProvider } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n/use-language';
import { queryClient } from '@/lib/query-client';

/** Server state, the session, and the toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  // A new language draws every screen again in it (the data stays in the query cache).
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Fragment key={language}>{children}</Fragment>
        <AppToastContainer language={language} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
