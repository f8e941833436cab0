import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ZodType } from 'zod';
import { api } from '@/lib/api';
import { passesSchema, toastApiError } from '@/lib/form-errors';
import { employeeOptions, withoutBlanks } from '@/lib/pick-options';
import type { UserPick } from '@yaar/shared';
import { FieldGrid, type FieldSpec } from './field-grid';
import type { FieldOption } from '@/lib/pick-options';
import { SubmitButton } from './submit-button';
import { t } from '@/lib/i18n/language';

type Filters = Record<string, string>;

/** A report's call, declared with the domain's fetchers (as a list's source). */
export interface ReportSource {
  /** The report's POST (server: `reportRoute`): answers its signed URL, '' when nothing matches. */
  path: string;
  /** The shared schema of the call: the same rules the server applies, checked first here. */
  schema: ZodType;
  /** Toasted when nothing matches. */
  notGenerated: string;
}

interface ReportFormProps {
  /** The form's accessible name, e.g. 'License Report'. */
  label: string;
  source: ReportSource;
  /** The filter fields, each optional and blank at first; `${idPrefix}-${name}` their ids. */
  fields: readonly FieldSpec<Filters>[];
  /** 'report' unless the screen names its own. */
  idPrefix?: string;
  /** Each field's column classes; by default four filters fit one wide row, more go three a row. */
  column?: string;
}

/** A report's pick, blank for all of them: 'All Payment Methods'. */
export const reportPick = <Name extends string>(
  name: Name,
  label: string,
  options: readonly (string | FieldOption)[],
  plural = `${label}s`,
) => ({ name, label, options, placeholder: `All ${plural}` });

/**
 * The filters every money report shares (spec 2 §7): the payment method, the employee and the
 * range of days, each optional.
 */
export const paymentReportFields = (
  methods: readonly string[],
  employees: readonly UserPick[] | undefined,
) =>
  [
    reportPick('PaymentMethod', 'Payment Method', methods),
    reportPick('EmployeeId', 'Employee', employeeOptions(employees)),
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
export function ReportForm(props: ReportFormProps) {
  const {
    idPrefix = 'report',
    column = props.fields.length > 4 ? 'col-12 col-sm-6 col-lg-4' : 'col-12 col-sm-6 col-lg-3',
  } = props;
  const form = useForm<Filters>({
    defaultValues: Object.fromEntries(props.fields.map((field) => [field.name, ''])),
  });
  const [pending, setPending] = useState(false);
  const [lastUrl, setLastUrl] = useState('');

  /** Generate: the PDF in a new tab; Excel: the spreadsheet saved at once, no PDF made first. */
  const generateAs = (format: 'pdf' | 'xlsx') =>
    form.handleSubmit(async (values) => {
      const filters = withoutBlanks(values);
      const fields = props.fields.map((field) => field.name);
      if (!passesSchema(props.source.schema, filters, form.setError, fields)) return;
      // Opened now, while the click still counts, so no pop-up blocker stops it; filled when the URL comes.
      const tab = format === 'pdf' ? window.open('', '_blank') : null;
      setPending(true);
      try {
        const url = (await api.post<string>(props.source.path, filters)).data ?? '';
        setLastUrl(format === 'pdf' ? url : '');
        if (!url) {
          tab?.close();
          toast.warning(t(props.source.notGenerated));
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
          aria-label={t(props.label)}
        >
          <FieldGrid form={form} idPrefix={idPrefix} column={column} fields={props.fields} />
          <div className="col-12 d-flex flex-wrap align-items-center gap-3">
            <SubmitButton pending={pending}>Generate</SubmitButton>
            <Button
              variant="outline-success"
              disabled={pending}
              onClick={(event) => void generateAs('xlsx')(event)}
            >
              <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
              {t('Excel')}
            </Button>
            {lastUrl ? (
              <span className="small">
                <a href={`${lastUrl}&format=xlsx`}>{t('Download as Excel')}</a>
                <span className="text-body-secondary">
                  {' '}
                  {t('(once, within a few minutes; Generate again for a new PDF)')}
                </span>
              </span>
            ) : null}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
