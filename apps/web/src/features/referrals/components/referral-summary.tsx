import type { Referral } from '@yaar/shared';
import { DetailItem } from '@/components/ui/detail-item';

/** Who referred whom, and what the referral earns, is paid and still owes. */
export function ReferralSummary({ referral }: { referral: Referral }) {
  return (
    <div className="row g-2 mb-3" aria-label="Referral">
      <DetailItem
        label="Referrer"
        value={`${referral.UserName || '—'} (${referral.RefMobileNo})`}
        column="col-12"
      />
      <DetailItem
        label="Business"
        value={`${referral.Name} (${referral.MobileNo})`}
        column="col-12"
      />
      <DetailItem label="Commission" value={`₹${referral.CommissionAmount}`} column="col-4" />
      <DetailItem label="Paid" value={`₹${referral.PaidPayment}`} column="col-4" />
      <DetailItem label="Pending" value={`₹${referral.PendingPayment}`} column="col-4" />
    </div>
  );
}
