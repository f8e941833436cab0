import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** General Settings, six cards (spec 2 §2), administrator. Not built yet: says what it will do until its own issue builds it. */
export function GeneralSettingsRoute() {
  return (
    <>
      <PageTitle title="General Settings" />
      <ComingSoon
        purpose="Change the settings of the business in one place."
        features={['Six cards of settings, such as charges, commissions and messages']}
      />
    </>
  );
}
