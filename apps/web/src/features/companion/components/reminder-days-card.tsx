import type { CompanySettings } from '@yaar/shared';
import { MAX_REMINDER_DAYS, reminderDaysSchema } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FieldGrid, countField } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useSetReminderDays } from '../api/settings';
import { CompanyField } from './company-field';
import { SettingsCard } from './settings-card';

interface ReminderDaysValues {
  CompanyId: number | '';
  ReminderDays: string;
}

/** Reminder Days: how many days before a due date a company's reminders go out. */
export function ReminderDaysCard({ companies }: { companies: readonly CompanySettings[] }) {
  const form = useForm<ReminderDaysValues>({ defaultValues: { CompanyId: '', ReminderDays: '' } });
  const save = useSetReminderDays();
  const submit = useCheckedSubmit(form, {
    schema: reminderDaysSchema,
    send: (body) => save.mutateAsync(body),
  });
  return (
    <SettingsCard title="Reminder Days" onSubmit={submit} pending={save.isPending}>
      <CompanyField
        form={form}
        name="CompanyId"
        idPrefix="reminder-days"
        companies={companies}
        onPicked={(company) => form.setValue('ReminderDays', String(company.ReminderDays))}
      />
      <FieldGrid
        form={form}
        idPrefix="reminder-days"
        fields={[
          countField('ReminderDays', 'Reminder Days', { max: MAX_REMINDER_DAYS, required: true }),
        ]}
      />
    </SettingsCard>
  );
}
