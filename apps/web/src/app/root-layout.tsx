import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/layouts/offline-banner';
import { Spinner } from '@/components/ui/spinner';
import { useDismissToastsOnNavigate } from '@/lib/toasts';

/** Around every screen: the offline banner, and no toast carried over from the page left. */
export function RootLayout() {
  useDismissToastsOnNavigate(useLocation().pathname);
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
