import { PageTitle } from '@/components/ui/page-title';

/** Commission Report (spec 2 §2), administrator; the report opens in a new tab. Not built yet: its own issue fills in the screen below the title. */
export function CommissionReportRoute() {
  return (
    <>
      <PageTitle title="Commission Report" />
      <section className="section" />
    </>
  );
}
