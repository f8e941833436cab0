import { PageTitle } from '@/components/ui/page-title';
import { LicenceReportForm } from '@/features/licences/components/licence-report-form';
import { useEmployees } from '@/features/users/api/get-employees';

/** License Report (spec 2 §2), administrator; the report opens in a new tab. */
export function LicenseReportRoute() {
  const employees = useEmployees();
  return (
    <>
      <PageTitle title="License Report" />
      <section className="section">
        <LicenceReportForm employees={employees.data} />
      </section>
    </>
  );
}
