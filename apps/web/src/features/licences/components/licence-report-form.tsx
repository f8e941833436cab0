import type { UserPick } from '@yaar/shared';
import { LICENCE_PRODUCTS, PAYMENT_METHODS } from '@yaar/shared';
import { mobileField } from '@/components/ui/field-grid';
import { ReportForm, paymentReportFields, reportPick } from '@/components/ui/report-form';
import { licenceReport } from '../api/licences';

/** License Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function LicenceReportForm({ employees }: { employees: readonly UserPick[] | undefined }) {
  return (
    <ReportForm
      label="License Report"
      source={licenceReport}
      fields={[
        reportPick('Product', 'Product', LICENCE_PRODUCTS),
        mobileField(),
        ...paymentReportFields(PAYMENT_METHODS, employees),
      ]}
    />
  );
}
