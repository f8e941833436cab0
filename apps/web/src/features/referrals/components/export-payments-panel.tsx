import { referralHistoryQuerySchema, referralMessages, referralPaths } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FormPanel } from '@/components/ui/form-panel';
import type { PanelProps } from '@/components/ui/side-panel';
import { useExport } from '@/hooks/use-export';
import { businessTodayIso } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

/** Every referral payment between two days, as a spreadsheet. */
export function ExportPaymentsPanel(panel: PanelProps) {
  const form = useForm({ defaultValues: { FromDate: '', ToDate: businessTodayIso() } });
  const exporter = useExport({
    path: referralPaths.referralHistory,
    fileName: referralMessages.paymentsFile,
  });
  return (
    <FormPanel
      {...panel}
      form={form}
      submit={{
        schema: referralHistoryQuerySchema,
        toBody: (values) => ({ ...values, Export: 1 }),
        send: async (body) => {
          if (!(await exporter.start(body))) throw new Error(exporter.error ?? t('Export failed'));
          return t('{file} saved.', { file: referralMessages.paymentsFile });
        },
      }}
      title="Export Payments"
      submitLabel="Export"
      idPrefix="referral-export"
      column="col-6"
      fields={[
        { name: 'FromDate', label: 'From Date', type: 'date', required: true },
        { name: 'ToDate', label: 'To Date', type: 'date', required: true },
      ]}
    />
  );
}
