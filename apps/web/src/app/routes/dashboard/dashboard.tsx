import { Suspense } from 'react';
import { lazyScreen } from '@/app/lazy-screen';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { DashboardActivity } from '@/features/dashboard/components/dashboard-activity';
import { LastBackup } from '@/features/dashboard/components/last-backup';
import { RemindMeButton } from '@/features/reminders/components/remind-me-button';
import { MyRenewalsCard } from '@/features/renewals/components/my-renewals-card';
import { useAuth } from '@/lib/auth';

// The administrator's alone: staff never fetch it, and it comes after the counts for the admin.
const OYaarAnalytics = lazyScreen(
  () => import('@/features/companion/components/oyaar-analytics'),
  'OYaarAnalytics',
);

/**
 * Dashboard (spec 1 §2.6): the six counts, "Remind me of my follow-ups" (issue 33), the week's field work (today's visits and the trend),
 * and for the administrator the last backup (a warning when it is over two days old) and the
 * OYaar Analytics of the companion app; whoever sold licences, their customers' renewals due.
 */
export function DashboardRoute() {
  const { isAdmin } = useAuth();
  return (
    <>
      <Dashboard />
      <RemindMeButton />
      <DashboardActivity />
      <MyRenewalsCard />
      {isAdmin ? <LastBackup /> : null}
      {isAdmin ? (
        <Suspense fallback={null}>
          <OYaarAnalytics />
        </Suspense>
      ) : null}
    </>
  );
}
