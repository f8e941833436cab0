import { Dashboard } from '@/features/dashboard/components/dashboard';
import { DashboardActivity } from '@/features/dashboard/components/dashboard-activity';

/**
 * Dashboard (spec 1 §2.6): the six counts, then the week's field work (today's visits and the
 * trend). The OYaar Analytics block comes with the companion-app issue.
 */
export function DashboardRoute() {
  return (
    <>
      <Dashboard />
      <DashboardActivity />
    </>
  );
}
