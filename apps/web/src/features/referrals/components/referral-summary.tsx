import type { Referral } from '@yaar/shared';
import { DetailGrid } from '@/components/ui/detail-item';
import { rupees } from '@/lib/money';
import { t } from '@/lib/i18n/language';

/** Who referred whom, and what the referral earns, is paid and still owes. */
export function ReferralSummary({ referral }: { referral: Referral }) {
  return (
    <DetailGrid
      label={t('Referral')}
      column="col-4"
      items={[
        {
          label: 'Referrer',
          value: `${referral.UserName || '—'} (${referral.RefMobileNo})`,
          column: 'col-12',
        },
        { label: 'Business', value: `${referral.Name} (${referral.MobileNo})`, column: 'col-12' },
        { label: 'Commission', value: rupees(referral.CommissionAmount) },
        { label: 'Paid', value: rupees(referral.PaidPayment) },
        { label: 'Pending', value: rupees(referral.PendingPayment) },
      ]}
    />
  );
}
