import { PageTitle } from '@/components/ui/page-title';
import { LicenceReportForm } from '@/features/licences/components/licence-report-form';

/** License Report (spec 2 §2), administrator; the report opens in a new tab. */
export function LicenseReportRoute() {
  return (
    <>
      <PageTitle title="License Report" />
      <section className="section">
        <LicenceReportForm />
      </section>
    </>
  );
}
