import { PageTitle } from '@/components/ui/page-title';

/** Dashboard (spec 1 §2.6): follow-up count cards and, for the administrator, OYaar Analytics. Not built yet: its own issue fills in the screen below the title. */
export function DashboardRoute() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <section className="section" />
    </>
  );
}
