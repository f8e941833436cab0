import type { UserPick } from '@yaar/shared';
import {
  COMMISSION_PAYMENT_METHODS,
  commissionReportSchema,
  userAdminMessages,
} from '@yaar/shared';
import { FieldGrid } from '@/components/ui/field-grid';
import { ReportForm } from '@/components/ui/report-form';
import { employeeOptions } from '@/lib/pick-options';
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
          fields={[
            {
              name: 'PaymentMethod',
              label: 'Payment Method',
              options: COMMISSION_PAYMENT_METHODS,
              placeholder: 'All Payment Methods',
            },
            {
              name: 'EmployeeId',
              label: 'Employee',
              options: employeeOptions(employees),
              placeholder: 'All Employees',
            },
            { name: 'FromDate', label: 'From Date', type: 'date' },
            { name: 'ToDate', label: 'To Date', type: 'date' },
          ]}
        />
      )}
    />
  );
}
