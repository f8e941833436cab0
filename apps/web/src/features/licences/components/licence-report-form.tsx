import type { UserPick } from '@yaar/shared';
import {
  LICENCE_PRODUCTS,
  PAYMENT_METHODS,
  licenceMessages,
  licenceReportSchema,
} from '@yaar/shared';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { ReportForm } from '@/components/ui/report-form';
import { reportLicence } from '../api/licences';
import { employeeOptions } from '@/lib/pick-options';

const defaults = {
  Product: '',
  MobileNo: '',
  PaymentMethod: '',
  EmployeeId: '',
  FromDate: '',
  ToDate: '',
};
const column = 'col-12 col-sm-6 col-lg-4';

/** License Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function LicenceReportForm({ employees }: { employees: readonly UserPick[] | undefined }) {
  return (
    <ReportForm
      label="License Report"
      defaults={defaults}
      schema={licenceReportSchema}
      generate={reportLicence}
      notGenerated={licenceMessages.reportNotGenerated}
      fields={({ register, formState: { errors } }) => (
        <>
          <SelectField
            id="report-Product"
            label="Product"
            className={column}
            registration={register('Product')}
            options={LICENCE_PRODUCTS}
            placeholder="All Products"
          />
          <TextField
            id="report-MobileNo"
            label="Mobile No"
            className={column}
            inputMode="numeric"
            maxLength={10}
            registration={register('MobileNo')}
            error={errors.MobileNo?.message}
          />
          <SelectField
            id="report-PaymentMethod"
            label="Payment Method"
            className={column}
            registration={register('PaymentMethod')}
            options={PAYMENT_METHODS}
            placeholder="All Payment Methods"
          />
          <SelectField
            id="report-EmployeeId"
            label="Employee"
            className={column}
            registration={register('EmployeeId')}
            options={employeeOptions(employees)}
            placeholder="All Employees"
          />
          <TextField
            id="report-FromDate"
            label="From Date"
            type="date"
            className={column}
            registration={register('FromDate')}
            error={errors.FromDate?.message}
          />
          <TextField
            id="report-ToDate"
            label="To Date"
            type="date"
            className={column}
            registration={register('ToDate')}
            error={errors.ToDate?.message}
          />
        </>
      )}
    />
  );
}
