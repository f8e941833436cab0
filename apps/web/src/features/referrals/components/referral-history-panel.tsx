import type { Referral, ReferralPaymentRow } from '@yaar/shared';
import { DataTable } from '@/components/ui/data-table';
import { paymentColumns } from '@/components/ui/payment-columns';
import { loadFailure } from '@/components/ui/error-state';
import { SidePanel } from '@/components/ui/side-panel';
import { useReferralHistory } from '../api/referrals';
import { ReferralSummary } from './referral-summary';

const columns = paymentColumns<ReferralPaymentRow>((row) => row.CommissionAmount);

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
