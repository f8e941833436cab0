import { PageTitle } from '@/components/ui/page-title';
import { ReferralsList } from '@/features/referrals/components/referrals-list';

/** Referral Commission list (spec 2 §2), administrator. */
export function OYRefCommissionRoute() {
  return (
    <>
      <PageTitle title="Referral Commission" />
      <section className="section">
        <ReferralsList />
      </section>
    </>
  );
}
