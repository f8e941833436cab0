import type { UserPick } from '@yaar/shared';
import {
  LICENCE_PRODUCTS,
  PAYMENT_METHODS,
  licenceMessages,
  licencePaths,
  licenceReportSchema,
} from '@yaar/shared';
import { mobileField } from '@/components/ui/field-grid';
import { ReportForm, paymentReportFields } from '@/components/ui/report-form';

/** License Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function LicenceReportForm({ employees }: { employees: readonly UserPick[] | undefined }) {
  return (
    <ReportForm
      label="License Report"
      path={licencePaths.reportLicense}
      schema={licenceReportSchema}
      notGenerated={licenceMessages.reportNotGenerated}
      idPrefix="report"
      column="col-12 col-sm-6 col-lg-4"
      fields={[
        {
          name: 'Product',
          label: 'Product',
          options: LICENCE_PRODUCTS,
          placeholder: 'All Products',
        },
        mobileField(),
        ...paymentReportFields(PAYMENT_METHODS, employees),
      ]}
    />
  );
}
