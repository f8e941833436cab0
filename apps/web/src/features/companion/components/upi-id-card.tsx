import type { CompanySettings } from '@yaar/shared';
import { upiIdSchema } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useSetUpiId } from '../api/settings';
import { CompanyField } from './company-field';
import { SettingsCard } from './settings-card';

interface UpiIdValues {
  CompanyId: number | '';
  UPIId: string;
}

/** UPI Id: where a company's customers pay it from the app (handle@psp). */
export function UpiIdCard({ companies }: { companies: readonly CompanySettings[] }) {
  const form = useForm<UpiIdValues>({ defaultValues: { CompanyId: '', UPIId: '' } });
  const save = useSetUpiId();
  const submit = useCheckedSubmit(form, {
    schema: upiIdSchema,
    send: (body) => save.mutateAsync(body),
  });
  return (
    <SettingsCard title="UPI Id" onSubmit={submit} pending={save.isPending}>
      <CompanyField
        form={form}
        name="CompanyId"
        idPrefix="upi-id"
        companies={companies}
        onPicked={(company) => form.setValue('UPIId', company.UPIId)}
      />
      <FieldGrid
        form={form}
        idPrefix="upi-id"
        fields={[
          {
            name: 'UPIId',
            label: 'UPI Id',
            placeholder: 'name@bank',
            autoComplete: 'off',
            maxLength: 322,
            required: true,
          },
        ]}
      />
    </SettingsCard>
  );
}
