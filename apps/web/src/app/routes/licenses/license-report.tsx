import { PageTitle } from '@/components/ui/page-title';
import { Gstr1Form } from '@/features/licences/components/gstr1-form';
import { LicenceReportForm } from '@/features/licences/components/licence-report-form';
import { useEmployees } from '@/features/users/api/get-employees';

/**
 * License Report (spec 2 §2), administrator; the report opens in a new tab. Beside it, the month's
 * GSTR-1 as the portal's JSON (issue 42).
 */
export function LicenseReportRoute() {
  const employees = useEmployees();
  return (
    <>
      <PageTitle title="License Report" />
      <section className="section">
        <LicenceReportForm employees={employees.data} />
        <Gstr1Form />
      </section>
    </>
  );
}
