import type { Referral } from '@yaar/shared';
import { PaymentsTable } from '@/components/ui/payments-table';
import { SidePanel } from '@/components/ui/side-panel';
import { useReferralHistory } from '../api/referrals';
import { ReferralSummary } from './referral-summary';

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
      <PaymentsTable rows={history.data} amountOf={(row) => row.CommissionAmount} query={history} />
    </SidePanel>
  );
}
