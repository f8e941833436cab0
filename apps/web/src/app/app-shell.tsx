import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { QuickSearch } from '@/features/quick-search/components/quick-search';
import { WaitingButton } from '@/features/waiting/components/waiting-button';
import { confirmAlert } from '@/lib/alerts';
import {
  forgetPushDevice,
  useRenewPushSubscription,
} from '@/features/reminders/hooks/use-renew-push-subscription';
import { useAuth } from '@/lib/auth';
import { OfflineCacheGate } from './offline-cache-gate';
import { useQueueItems, waitingLabel } from '@/lib/offline-queue/use-queue';
import { t } from '@/lib/i18n/language';

/** The layout around every signed-in screen. */
export function AppShell() {
  const { user, isAdmin } = useAuth();
  const handleSignOut = useSignOut();
  useRenewPushSubscription(user?.id);
  const waiting = useQueueItems().length;
  // Items waiting on the phone are kept (and sent when this user signs in again): asked first.
  const confirmSignOut = async () => {
    const confirmed =
      waiting === 0 ||
      (await confirmAlert({
        title: 'Sign out?',
        text: t(
          '{waiting}: not yet on the server. They stay on this phone and are sent when you sign in again.',
          { waiting: waitingLabel(waiting) },
        ),
        confirmButtonText: 'Sign Out',
        cancelButtonText: 'Stay signed in',
      }));
    if (!confirmed) return;
    await forgetPushDevice();
    await handleSignOut();
  };
  return (
    <AppLayout
      user={user}
      isAdmin={isAdmin}
      onSignOut={() => void confirmSignOut()}
      renderSearch={(onDone) => <QuickSearch onDone={onDone} />}
      waiting={<WaitingButton />}
    >
      <OfflineCacheGate key={user?.id ?? 0} userId={user?.id ?? 0}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </OfflineCacheGate>
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
