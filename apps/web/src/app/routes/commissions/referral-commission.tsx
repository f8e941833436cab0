import { PageTitle } from '@/components/ui/page-title';

/** Referral Commission list (spec 2 §2), administrator. Not built yet: its own issue fills in the screen below the title. */
export function OYRefCommissionRoute() {
  return (
    <>
      <PageTitle title="Referral Commission" />
      <section className="section" />
    </>
  );
}
