import type { Referral, ReferralPaymentRow } from '@yaar/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { loadFailure } from '@/components/ui/error-state';
import { SidePanel } from '@/components/ui/side-panel';
import { formatDate } from '@/lib/dates';
import { useReferralHistory } from '../api/referrals';
import { ReferralSummary } from './referral-summary';

const columns: DataTableColumn<ReferralPaymentRow>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => formatDate(row.EntryDate),
    className: 'text-nowrap',
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => `₹${row.CommissionAmount}`,
    className: 'text-end',
  },
  { id: 'method', header: 'Payment Method', cell: (row) => row.PaymentMethod },
  { id: 'remarks', header: 'Remarks', cell: (row) => row.Remarks || '—' },
];

/** Transactions (spec 2 §2): the referral's payments, newest first. */
export function ReferralHistoryPanel({
  referral,
  onHide,
}: {
  referral: Referral | null;
  onHide: () => void;
}) {
  const history = useReferralHistory(referral);
  return (
    <SidePanel title="Transactions" show={referral !== null} onHide={onHide}>
      {referral ? <ReferralSummary referral={referral} /> : null}
      <DataTable
        columns={columns}
        rows={history.data}
        rowKey={(row) => row.id}
        loading={history.isFetching}
        emptyText="No payments yet."
        error={loadFailure('the payments', history)}
        cardsLabel="Payments"
        size="sm"
      />
    </SidePanel>
  );
}
