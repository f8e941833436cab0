import { PageTitle } from '@/components/ui/page-title';
import { OffersList } from '@/features/companion/components/offers-list';

/** Offers list/approve (spec 2 §2), any signed-in user (companion API). */
export function OYaarOffersRoute() {
  return (
    <>
      <PageTitle title="Offers" />
      <OffersList />
    </>
  );
}
