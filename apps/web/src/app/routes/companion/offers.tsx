import { PageTitle } from '@/components/ui/page-title';

/** Offers list/approve (spec 2 §2), any signed-in user (companion API). Not built yet: its own issue fills in the screen below the title. */
export function OYaarOffersRoute() {
  return (
    <>
      <PageTitle title="Offers" />
      <section className="section" />
    </>
  );
}
