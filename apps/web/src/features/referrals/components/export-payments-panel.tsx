import {
  REFERRAL_PAYMENTS_EXPORT_FILE,
  referralHistoryQuerySchema,
  referralPaths,
} from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { FormPanel } from '@/components/ui/form-panel';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useExport } from '@/hooks/use-export';
import { todayIso } from '@/lib/dates';

/** Every referral payment between two days, as a spreadsheet. */
export function ExportPaymentsPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const form = useForm({ defaultValues: { FromDate: '', ToDate: todayIso() } });
  const exporter = useExport({
    path: referralPaths.referralHistory,
    fileName: REFERRAL_PAYMENTS_EXPORT_FILE,
  });
  const submit = useCheckedSubmit(form, {
    schema: referralHistoryQuerySchema,
    toBody: (values) => ({ ...values, Export: 1 }),
    send: async (body) => {
      if (!(await exporter.start(body))) throw new Error(exporter.error ?? 'Export failed');
      return `${REFERRAL_PAYMENTS_EXPORT_FILE} saved.`;
    },
    onDone: onHide,
  });
  return (
    <FormPanel
      title="Export Payments"
      show={show}
      onHide={onHide}
      onSubmit={submit}
      submitLabel="Export"
      pending={exporter.isPending}
    >
      <FieldGrid
        form={form}
        idPrefix="referral-export"
        column="col-6"
        fields={[
          { name: 'FromDate', label: 'From Date', type: 'date', required: true },
          { name: 'ToDate', label: 'To Date', type: 'date', required: true },
        ]}
      />
    </FormPanel>
  );
}
