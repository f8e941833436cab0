import type { UserPick } from '@yaar/shared';
import {
  LICENCE_PRODUCTS,
  PAYMENT_METHODS,
  licenceMessages,
  licenceReportSchema,
} from '@yaar/shared';
import { useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { toastApiError } from '@/lib/form-errors';
import { reportLicence } from '../api/licences';
import { employeeOptions, withoutBlanks } from './licence-options';

const defaults = {
  Product: '',
  MobileNo: '',
  PaymentMethod: '',
  EmployeeId: '',
  FromDate: '',
  ToDate: '',
};
type ReportValues = typeof defaults;

/** License Report (spec 2 §2): the filters; Generate opens the PDF in a new tab. */
export function LicenceReportForm({ employees }: { employees: readonly UserPick[] | undefined }) {
  const form = useForm<ReportValues>({ defaultValues: defaults });
  const { errors } = form.formState;
  const [pending, setPending] = useState(false);
  const [lastUrl, setLastUrl] = useState('');

  const generate = form.handleSubmit(async (values) => {
    const filters = withoutBlanks(values);
    const checked = licenceReportSchema.safeParse(filters);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(String(issue.path[0]) as keyof ReportValues, {
          type: 'client',
          message: issue.message,
        });
      }
      return;
    }
    // Opened now, while the click still counts, so no pop-up blocker stops it; filled when the URL comes.
    const tab = window.open('', '_blank');
    setPending(true);
    try {
      const { url } = await reportLicence(filters);
      setLastUrl(url);
      if (!url) {
        tab?.close();
        toast.warning(licenceMessages.reportNotGenerated);
        return;
      }
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      toastApiError(error);
    } finally {
      setPending(false);
    }
  });

  const column = 'col-12 col-sm-6 col-lg-4';
  return (
    <Card>
      <Card.Body>
        <Form
          noValidate
          onSubmit={(event) => void generate(event)}
          className="row g-3"
          aria-label="License Report"
        >
          <SelectField
            id="report-Product"
            label="Product"
            className={column}
            registration={form.register('Product')}
            options={LICENCE_PRODUCTS}
            placeholder="All Products"
          />
          <TextField
            id="report-MobileNo"
            label="Mobile No"
            className={column}
            inputMode="numeric"
            maxLength={10}
            registration={form.register('MobileNo')}
            error={errors.MobileNo?.message}
          />
          <SelectField
            id="report-PaymentMethod"
            label="Payment Method"
            className={column}
            registration={form.register('PaymentMethod')}
            options={PAYMENT_METHODS}
            placeholder="All Payment Methods"
          />
          <SelectField
            id="report-EmployeeId"
            label="Employee"
            className={column}
            registration={form.register('EmployeeId')}
            options={employeeOptions(employees)}
            placeholder="All Employees"
          />
          <TextField
            id="report-FromDate"
            label="From Date"
            type="date"
            className={column}
            registration={form.register('FromDate')}
            error={errors.FromDate?.message}
          />
          <TextField
            id="report-ToDate"
            label="To Date"
            type="date"
            className={column}
            registration={form.register('ToDate')}
            error={errors.ToDate?.message}
          />
          <div className="col-12 d-flex flex-wrap align-items-center gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
              Generate
            </Button>
            {lastUrl ? (
              <span className="small">
                <a href={`${lastUrl}&format=xlsx`}>Download as Excel</a>
                <span className="text-body-secondary">
                  {' '}
                  (once, within a few minutes; Generate again for a new PDF)
                </span>
              </span>
            ) : null}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
