import type { UserPick } from '@yaar/shared';
import {
  COMMISSION_PAYMENT_METHODS,
  commissionReportSchema,
  userAdminMessages,
} from '@yaar/shared';
import { FieldGrid } from '@/components/ui/field-grid';
import { ReportForm, paymentReportFields } from '@/components/ui/report-form';
import { reportCommissions } from '../api/user-admin';

const defaults = { PaymentMethod: '', EmployeeId: '', FromDate: '', ToDate: '' };

/** Commission Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function CommissionReportForm({
  employees,
}: {
  employees: readonly UserPick[] | undefined;
}) {
  return (
    <ReportForm
      label="Commission Report"
      defaults={defaults}
      schema={commissionReportSchema}
      generate={reportCommissions}
      notGenerated={userAdminMessages.reportEmpty}
      fields={(form) => (
        <FieldGrid
          form={form}
          idPrefix="commission-report"
          column="col-12 col-sm-6 col-lg-3"
          fields={paymentReportFields(COMMISSION_PAYMENT_METHODS, employees)}
        />
      )}
    />
  );
}
