import { defaultMessageSchema } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useDefaultMessages, useUpdateDefaultMessage } from '../api/settings';
import { PickField } from './pick-field';
import { SettingsCard } from './settings-card';

/** 'PaymentReminder' → 'Payment Reminder'. */
const labelOf = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** Default Messages: pick one of the app's messages by its key, then change its text. */
export function DefaultMessagesCard() {
  const messages = useDefaultMessages();
  const form = useForm({ defaultValues: { key: '', message: '' } });
  const save = useUpdateDefaultMessage();
  const submit = useCheckedSubmit(form, {
    schema: defaultMessageSchema,
    send: (body) => save.mutateAsync(body),
  });
  const prefill = (key: string) => {
    form.setValue('message', messages.data?.find((item) => item.key === key)?.message ?? '');
    form.clearErrors();
  };
  return (
    <SettingsCard title="Default Messages" onSubmit={submit} pending={save.isPending}>
      <PickField
        form={form}
        name="key"
        idPrefix="default-message"
        label="Message"
        placeholder="Select Message"
        list={{
          what: 'the default messages',
          query: messages,
          options: (messages.data ?? []).map((item) => ({
            value: item.key,
            label: labelOf(item.key),
          })),
        }}
        onPick={prefill}
      />
      <FieldGrid
        form={form}
        idPrefix="default-message"
        fields={[
          {
            name: 'message',
            label: 'Message Text',
            type: 'textarea',
            rows: 4,
            maxLength: 1000,
            required: true,
          },
        ]}
      />
    </SettingsCard>
  );
}
