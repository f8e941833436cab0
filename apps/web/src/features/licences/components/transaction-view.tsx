import type { LicenceTransaction, TransactionType } from '@yaar/shared';
import { EXTENDING_TYPES } from '@yaar/shared';
import { DetailGrid, type DetailItemProps } from '@/components/ui/detail-item';
import { RecordDialog } from '@/components/ui/dialog';
import { useRecordForm } from '@/hooks/use-record-form';
import { formatDate } from '@/lib/dates';
import { valuesOf } from './licence-form-values';
import { LicenceUpdateForm } from './licence-update-form';
import { rupees } from '@/lib/money';

const day = (iso: string) => (iso ? formatDate(iso) : 'none');

/** What the sale changed on the licence: before → after. */
function changesOf(t: LicenceTransaction): DetailItemProps[] {
  const waAfter = (Number(t.WABalanceBefore) + Number(t.WABalance)).toFixed(2);
  const extending = EXTENDING_TYPES.includes(t.TranType as TransactionType);
  const companiesAfter = extending && t.NoOfCompanies > 0 ? t.NoOfCompanies : t.NoOfCompaniesBefore;
  return [
    {
      label: 'License Expiry',
      value: `${day(t.LicenseKeyBefore)} → ${day(t.LicenseKeyAfter)}`,
      column: 'col-12 col-sm-4',
    },
    { label: 'WA Balance', value: `${rupees(t.WABalanceBefore)} → ${rupees(waAfter)}` },
    { label: 'No. of Companies', value: `${t.NoOfCompaniesBefore} → ${companiesAfter}` },
  ];
}

interface TransactionViewProps {
  transaction: LicenceTransaction | null;
  onClose: () => void;
}

/** Edit on a transaction: the recorded figures, read only (a recorded transaction never changes). */
export function TransactionView({ transaction, onClose }: TransactionViewProps) {
  const form = useRecordForm(transaction, valuesOf);
  return (
    <RecordDialog
      id="transaction-view-title"
      title={(t) => `${t.InvoiceNo} · ${t.Product} · ${t.Name} (${t.MobileNo})`}
      record={transaction}
      onHide={onClose}
    >
      {(t) => (
        <>
          <p className="small text-body-secondary">
            A recorded transaction cannot be changed: delete the latest one and record it again.
          </p>
          <DetailGrid
            label="What this transaction changed"
            column="col-6 col-sm-4"
            items={changesOf(t)}
          />
          <LicenceUpdateForm form={form} target={null} transaction={t} />
        </>
      )}
    </RecordDialog>
  );
}
