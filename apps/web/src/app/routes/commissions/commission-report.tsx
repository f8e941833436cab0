import { PageTitle } from '@/components/ui/page-title';
import { useEmployees } from '@/features/users/api/get-employees';
import { CommissionReportForm } from '@/features/commissions/components/commission-report-form';

/** Commission Report (spec 2 §2), administrator; the report opens in a new tab. */
export function CommissionReportRoute() {
  const employees = useEmployees();
  return (
    <>
      <PageTitle title="Commission Report" />
      <section className="section">
        <CommissionReportForm employees={employees.data} />
      </section>
    </>
  );
}
