import { gstr1Messages, gstr1QuerySchema } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledCard } from '@/components/ui/titled-card';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { businessTodayIso } from '@/lib/dates';
import { saveGstr1 } from '../api/gstr1';
import { t } from '@/lib/i18n/language';

/** The month before today's: the return usually made (GSTR-1 is due on the 11th of the next). */
const lastMonth = () => {
  const [year, month] = businessTodayIso().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

/**
 * GSTR-1 (issue 42), beside the licence report: a month's return saved as the GST portal's JSON
 * file, for its offline tool or the portal's upload. A refused month says why beside Month.
 */
export function Gstr1Form() {
  const form = useForm<{ Month: string }>({ defaultValues: { Month: lastMonth() } });
  const submit = useCheckedSubmit(form, { schema: gstr1QuerySchema, send: saveGstr1 });
  return (
    <TitledCard title="GSTR-1" className="mt-3">
      <p className="small text-body-secondary">
        {t(
          "The month's outward supplies as the GST portal's JSON: every invoice and credit note of the month, in the tables the licence report names.",
        )}
      </p>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="row g-3 align-items-end"
        aria-label="GSTR-1"
      >
        <FieldGrid
          form={form}
          idPrefix="gstr1"
          column="col-12 col-sm-6 col-lg-3"
          fields={[{ name: 'Month', label: 'Month', type: 'month', required: true }]}
        />
        <div className="col-12 col-sm-6 col-lg-3">
          <SubmitButton pending={form.formState.isSubmitting}>
            <i className="bi bi-filetype-json me-2" aria-hidden="true" />
            {t(gstr1Messages.button)}
          </SubmitButton>
        </div>
      </Form>
    </TitledCard>
  );
}
