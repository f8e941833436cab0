import { Dashboard } from '@/features/dashboard/components/dashboard';
import { DashboardActivity } from '@/features/dashboard/components/dashboard-activity';
import { OYaarAnalytics } from '@/features/companion/components/oyaar-analytics';
import { useAuth } from '@/lib/auth';

/**
 * Dashboard (spec 1 §2.6): the six counts, the week's field work (today's visits and the trend),
 * and for the administrator the OYaar Analytics of the companion app.
 */
export function DashboardRoute() {
  const { isAdmin } = useAuth();
  return (
    <>
      <Dashboard />
      <DashboardActivity />
      {isAdmin ? <OYaarAnalytics /> : null}
    </>
  );
}
