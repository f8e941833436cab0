import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

/** Server state, the session, and the toasts (top-right, 5 s, at most 20: spec 1 §9). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ToastContainer position="top-right" autoClose={5000} limit={20} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
