import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Commission Report (spec 2 §2), administrator; the report opens in a new tab. Not built yet: says what it will do until its own issue builds it. */
export function CommissionReportRoute() {
  return (
    <>
      <PageTitle title="Commission Report" />
      <ComingSoon
        purpose="Build the commission report of the employees for a period; the report opens in a new tab."
        features={[
          'A filter form: employee and date range',
          'The report, ready to print, in a new browser tab',
        ]}
      />
    </>
  );
}
