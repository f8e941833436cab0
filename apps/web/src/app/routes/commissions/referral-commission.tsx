import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Referral Commission list (spec 2 §2), administrator. Not built yet: says what it will do until its own issue builds it. */
export function OYRefCommissionRoute() {
  return (
    <>
      <PageTitle title="Referral Commission" />
      <ComingSoon
        purpose="Pay and track the commissions earned by companion-app users who refer businesses."
        features={[
          'Each referrer with the commission due',
          'Record a payment, see payment details and past transactions',
        ]}
      />
    </>
  );
}
