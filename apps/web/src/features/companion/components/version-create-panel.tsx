import { DEVICE_TYPES, forcedMaintenanceQuestion, versionCreateSchema } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { selectField } from '@/components/ui/field-grid';
import { FormPanel } from '@/components/ui/form-panel';
import type { PanelProps } from '@/components/ui/side-panel';
import { useCreateVersion } from '../api/versions';

const blank = { Version: '', DeviceType: '', ForceUpdate: false, IsUnMaintain: false, Message: '' };
type VersionValues = typeof blank;

/** Create Version (spec 2 §2): the flags are switches, sent as the spec's 0/1. */
export function VersionCreatePanel(panel: PanelProps) {
  const form = useForm<VersionValues>({ defaultValues: blank });
  const create = useCreateVersion();
  return (
    <FormPanel
      {...panel}
      form={form}
      submit={{
        schema: versionCreateSchema,
        toBody: (values) => ({
          ...values,
          ForceUpdate: values.ForceUpdate ? 1 : 0,
          IsUnMaintain: values.IsUnMaintain ? 1 : 0,
        }),
        confirm: (body) =>
          body.ForceUpdate && body.IsUnMaintain ? forcedMaintenanceQuestion : undefined,
        send: (body) => create.mutateAsync(body),
        onDone: () => form.reset(blank),
      }}
      title="Create Version"
      submitLabel="Create Version"
      idPrefix="version"
      fields={[
        {
          name: 'Version',
          label: 'Version',
          maxLength: 20,
          inputMode: 'decimal',
          placeholder: '1.2.3',
          required: true,
        },
        selectField('DeviceType', 'Device Type', DEVICE_TYPES, { required: true }),
        { name: 'ForceUpdate', label: 'Force Update', type: 'switch' },
        { name: 'IsUnMaintain', label: 'Under Maintenance', type: 'switch' },
        { name: 'Message', label: 'Message', type: 'textarea', maxLength: 500 },
      ]}
    />
  );
}
