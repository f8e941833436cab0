import type { UserPick } from '@yaar/shared';
import { PAYOUT_METHODS } from '@yaar/shared';
import { ReportForm, paymentReportFields } from '@/components/ui/report-form';
import { commissionReport } from '../api/commissions';

/** Commission Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function CommissionReportForm({
  employees,
}: {
  employees: readonly UserPick[] | undefined;
}) {
  return (
    <ReportForm
      label="Commission Report"
      source={commissionReport}
      idPrefix="commission-report"
      fields={paymentReportFields(PAYOUT_METHODS, employees)}
    />
  );
}
