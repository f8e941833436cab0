import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Offers list/approve (spec 2 §2), any signed-in user (companion API). Not built yet: says what it will do until its own issue builds it. */
export function OYaarOffersRoute() {
  return (
    <>
      <PageTitle title="Offers" />
      <ComingSoon
        purpose="See the offers businesses publish in the OYaar app, and approve them."
        features={[
          'Title, text, company phone, offer dates and image of each offer',
          'Approve a pending offer',
        ]}
      />
    </>
  );
}
