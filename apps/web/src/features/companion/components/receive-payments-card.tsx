import type { CompanySettings } from '@yaar/shared';
import { receivePaymentsSchema } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useSetReceivePayments } from '../api/settings';
import { CompanyField } from './company-field';
import { SettingsCard } from './settings-card';

interface ReceivePaymentsValues {
  CompanyId: number | '';
  ReceivePayments: boolean;
}

/** Receive Payments: whether a company takes its customers' payments in the app (sent as 0/1). */
export function ReceivePaymentsCard({ companies }: { companies: readonly CompanySettings[] }) {
  const form = useForm<ReceivePaymentsValues>({
    defaultValues: { CompanyId: '', ReceivePayments: true },
  });
  const save = useSetReceivePayments();
  const submit = useCheckedSubmit(form, {
    schema: receivePaymentsSchema,
    toBody: (values) => ({ ...values, ReceivePayments: values.ReceivePayments ? 1 : 0 }),
    send: (body) => save.mutateAsync(body),
  });
  return (
    <SettingsCard title="Receive Payments" onSubmit={submit} pending={save.isPending}>
      <CompanyField
        form={form}
        name="CompanyId"
        idPrefix="receive-payments"
        companies={companies}
        onPicked={(company) => form.setValue('ReceivePayments', company.ReceivePayments === 1)}
      />
      <FieldGrid
        form={form}
        idPrefix="receive-payments"
        fields={[
          {
            name: 'ReceivePayments',
            label: 'Receive payments in the app',
            type: 'switch',
          },
        ]}
      />
    </SettingsCard>
  );
}
