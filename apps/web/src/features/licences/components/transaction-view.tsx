import type { LicenceTransaction, TransactionType } from '@yaar/shared';
import { EXTENDING_TYPES } from '@yaar/shared';
import { DetailItem } from '@/components/ui/detail-item';
import { RecordDialog } from '@/components/ui/dialog';
import { useRecordForm } from '@/hooks/use-record-form';
import { formatDate } from '@/lib/dates';
import { valuesOf } from './licence-form-values';
import { LicenceUpdateForm } from './licence-update-form';
import { money } from './transactions-columns';

const day = (iso: string) => (iso ? formatDate(iso) : 'none');

/** What the sale changed on the licence: before → after. */
function TransactionChanges({ transaction: t }: { transaction: LicenceTransaction }) {
  const waAfter = (Number(t.WABalanceBefore) + Number(t.WABalance)).toFixed(2);
  const extending = EXTENDING_TYPES.includes(t.TranType as TransactionType);
  const companiesAfter = extending && t.NoOfCompanies > 0 ? t.NoOfCompanies : t.NoOfCompaniesBefore;
  return (
    <div className="row g-2 mb-3" aria-label="What this transaction changed">
      <DetailItem
        column="col-12 col-sm-4"
        label="License Expiry"
        value={`${day(t.LicenseKeyBefore)} → ${day(t.LicenseKeyAfter)}`}
      />
      <DetailItem
        column="col-6 col-sm-4"
        label="WA Balance"
        value={`${money(t.WABalanceBefore)} → ${money(waAfter)}`}
      />
      <DetailItem
        column="col-6 col-sm-4"
        label="No. of Companies"
        value={`${t.NoOfCompaniesBefore} → ${companiesAfter}`}
      />
    </div>
  );
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
      size="lg"
      fullscreen="sm-down"
    >
      {(t) => (
        <>
          <p className="small text-body-secondary">
            A recorded transaction cannot be changed: delete the latest one and record it again.
          </p>
          <TransactionChanges transaction={t} />
          <LicenceUpdateForm form={form} target={null} transaction={t} />
        </>
      )}
    </RecordDialog>
  );
}
