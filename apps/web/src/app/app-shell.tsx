import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { QuickSearch } from '@/features/quick-search/components/quick-search';
import {
  forgetPushDevice,
  useRenewPushSubscription,
} from '@/features/reminders/hooks/use-renew-push-subscription';
import { useAuth } from '@/lib/auth';

/** The layout around every signed-in screen. */
export function AppShell() {
  const { user, isAdmin } = useAuth();
  const handleSignOut = useSignOut();
  useRenewPushSubscription(user?.id);
  return (
    <AppLayout
      user={user}
      isAdmin={isAdmin}
      onSignOut={() => void forgetPushDevice().then(handleSignOut)}
      renderSearch={(onDone) => <QuickSearch onDone={onDone} />}
    >
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}

/** Payment QR is public: inside the layout when signed in, alone otherwise. */
export function PublicShell() {
  const { user } = useAuth();
  if (user) return <AppShell />;
  return (
    <main className="container py-4">
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
