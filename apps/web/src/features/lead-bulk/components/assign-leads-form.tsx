import type { StatusCatalogue, UserPick } from '@yaar/shared';
import { DEFAULT_LEADS_TO_ASSIGN, assignLeadsSchema } from '@yaar/shared';
import { Card, Form } from 'react-bootstrap';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldGrid, countField } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { businessTodayIso } from '@/lib/dates';
import { employeeOptions } from '@/lib/pick-options';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAssignLeads } from '../api/lead-bulk';
import { t } from '@/lib/i18n/language';

interface AssignValues {
  NoOfLeads: string;
  MainStatus: string;
  StatusId: string;
  UserId: string;
  EntryDate: string;
  NextDate: string;
}

const blankValues = (): AssignValues => ({
  NoOfLeads: String(DEFAULT_LEADS_TO_ASSIGN),
  MainStatus: '',
  StatusId: '',
  UserId: '',
  EntryDate: businessTodayIso(),
  NextDate: '',
});

interface AssignLeadsFormProps {
  statuses: StatusCatalogue | undefined;
  /** Active employees. */
  employees: readonly UserPick[] | undefined;
}

/**
 * Assign Leads (spec 2 §2, §5): NoOfLeads of the admin's pool in one sub status, entered on or
 * before the entry date, go to an employee with the next date. The server's NoOfLeads refusal
 * (fewer match) shows beside its field.
 */
export function AssignLeadsForm({ statuses, employees }: AssignLeadsFormProps) {
  const assign = useAssignLeads();
  const form = useForm<AssignValues>({ defaultValues: blankValues() });
  const mainStatus = useWatch({ control: form.control, name: 'MainStatus' });
  // Another main status has other sub statuses: the one chosen no longer stands.
  useEffect(() => form.setValue('StatusId', ''), [mainStatus, form]);
  const subStatuses = (statuses?.[mainStatus] ?? [])
    .map((status) => ({ value: status.StatusId, label: status.SubStatus }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const submit = useCheckedSubmit(form, {
    schema: assignLeadsSchema,
    send: (body) => assign.mutateAsync(body),
    // The next batch most often goes to someone else: the employee is chosen again.
    onDone: () => form.resetField('UserId'),
  });

  return (
    <Card className="col-12 col-lg-8 col-xl-6">
      <Card.Body>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('Assign Leads')}>
          <div className="row g-3">
            <FieldGrid
              form={form}
              idPrefix="assign"
              column="col-12 col-sm-6"
              fields={[
                countField('NoOfLeads', 'No of Leads', { min: 1, required: true }),
                {
                  name: 'UserId',
                  label: 'Employee',
                  options: employeeOptions(employees),
                  placeholder: 'Select Employee',
                  required: true,
                },
                {
                  name: 'MainStatus',
                  label: 'Main Status',
                  options: Object.keys(statuses ?? {}),
                  placeholder: 'Select Main Status',
                  required: true,
                },
                {
                  name: 'StatusId',
                  label: 'Sub Status',
                  options: subStatuses,
                  placeholder: 'Select Sub Status',
                  required: true,
                },
                { name: 'EntryDate', label: 'Entry Date', type: 'date', required: true },
                { name: 'NextDate', label: 'Next Date', type: 'date', required: true },
              ]}
            />
          </div>
          <p className="small text-body-secondary mt-3 mb-0">
            {t(
              'The oldest leads of your own pool in this sub status, entered on or before the entry date, are handed over with the next date.',
            )}
          </p>
          <SubmitButton className="mt-3 px-4" pending={assign.isPending}>
            Assign Leads
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
