import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ZodType } from 'zod';
import { passesSchema, toastApiError } from '@/lib/form-errors';
import { employeeOptions, withoutBlanks } from '@/lib/pick-options';
import type { UserPick } from '@yaar/shared';
import { SubmitButton } from '@/components/ui/submit-button';

type Filters = Record<string, string>;

interface ReportFormProps<Values extends Filters> {
  /** The form's accessible name, e.g. 'License Report'. */
  label: string;
  defaults: Values;
  /** The shared schema of the call: the same rules the server applies, checked first here. */
  schema: ZodType;
  /** The call: answers the signed report URL ('' when nothing matches). */
  generate: (filters: Partial<Values>) => Promise<{ url: string }>;
  /** Toasted when nothing matches. */
  notGenerated: string;
  /** The filter fields, registered on `form`. */
  fields: (form: UseFormReturn<Values>) => ReactNode;
}

/**
 * The filters every money report shares (spec 2 §7): the payment method, the employee and the
 * range of days, each optional.
 */
export const paymentReportFields = (
  methods: readonly string[],
  employees: readonly UserPick[] | undefined,
) =>
  [
    {
      name: 'PaymentMethod',
      label: 'Payment Method',
      options: methods,
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
  ] as const;

/** Saves the file behind a (signed) link without leaving the page. */
function saveLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

/**
 * A report's filter form (spec 2 §2): Generate opens the PDF in a new tab, and the same report
 * is offered once as Excel (`&format=xlsx`).
 */
export function ReportForm<Values extends Filters>(props: ReportFormProps<Values>) {
  const form = useForm<Values>({ defaultValues: props.defaults as DefaultValues<Values> });
  const [pending, setPending] = useState(false);
  const [lastUrl, setLastUrl] = useState('');

  /** Generate: the PDF in a new tab; Excel: the spreadsheet saved at once, no PDF made first. */
  const generateAs = (format: 'pdf' | 'xlsx') =>
    form.handleSubmit(async (values) => {
      const filters = withoutBlanks(values);
      const fields = Object.keys(props.defaults) as Path<Values>[];
      if (!passesSchema(props.schema, filters, form.setError, fields)) return;
      // Opened now, while the click still counts, so no pop-up blocker stops it; filled when the URL comes.
      const tab = format === 'pdf' ? window.open('', '_blank') : null;
      setPending(true);
      try {
        const { url } = await props.generate(filters);
        setLastUrl(format === 'pdf' ? url : '');
        if (!url) {
          tab?.close();
          toast.warning(props.notGenerated);
        } else if (format === 'xlsx') saveLink(`${url}&format=xlsx`);
        else if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (error) {
        tab?.close();
        toastApiError(error);
      } finally {
        setPending(false);
      }
    });
  const generate = generateAs('pdf');

  return (
    <Card>
      <Card.Body>
        <Form
          noValidate
          onSubmit={(event) => void generate(event)}
          className="row g-3"
          aria-label={props.label}
        >
          {props.fields(form)}
          <div className="col-12 d-flex flex-wrap align-items-center gap-3">
            <SubmitButton pending={pending}>Generate</SubmitButton>
            <Button
              variant="outline-success"
              disabled={pending}
              onClick={(event) => void generateAs('xlsx')(event)}
            >
              <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
              Excel
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
