import { PageTitle } from '@/components/ui/page-title';

/** License Report (spec 2 §2), administrator; the report opens in a new tab. Not built yet: its own issue fills in the screen below the title. */
export function LicenseReportRoute() {
  return (
    <>
      <PageTitle title="License Report" />
      <section className="section" />
    </>
  );
}
