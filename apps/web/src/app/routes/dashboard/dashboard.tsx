import { Dashboard } from '@/features/dashboard/components/dashboard';

/** Dashboard (spec 1 §2.6). The OYaar Analytics block comes with the companion-app issue. */
export function DashboardRoute() {
  return <Dashboard />;
}
