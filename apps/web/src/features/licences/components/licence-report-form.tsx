import type { UserPick } from '@yaar/shared';
import {
  LICENCE_PRODUCTS,
  PAYMENT_METHODS,
  licenceMessages,
  licenceReportSchema,
} from '@yaar/shared';
import { FieldGrid } from '@/components/ui/field-grid';
import { ReportForm, paymentReportFields } from '@/components/ui/report-form';
import { reportLicence } from '../api/licences';

const defaults = {
  Product: '',
  MobileNo: '',
  PaymentMethod: '',
  EmployeeId: '',
  FromDate: '',
  ToDate: '',
};

/** License Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function LicenceReportForm({ employees }: { employees: readonly UserPick[] | undefined }) {
  return (
    <ReportForm
      label="License Report"
      defaults={defaults}
      schema={licenceReportSchema}
      generate={reportLicence}
      notGenerated={licenceMessages.reportNotGenerated}
      fields={(form) => (
        <FieldGrid
          form={form}
          idPrefix="report"
          column="col-12 col-sm-6 col-lg-4"
          fields={[
            {
              name: 'Product',
              label: 'Product',
              options: LICENCE_PRODUCTS,
              placeholder: 'All Products',
            },
            { name: 'MobileNo', label: 'Mobile No', inputMode: 'numeric', maxLength: 10 },
            ...paymentReportFields(PAYMENT_METHODS, employees),
          ]}
        />
      )}
    />
  );
}
