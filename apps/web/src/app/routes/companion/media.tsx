import { PageTitle } from '@/components/ui/page-title';

/** Media list with a Media Add panel (spec 2 §2), administrator (companion API). Not built yet: its own issue fills in the screen below the title. */
export function OYaarMediaRoute() {
  return (
    <>
      <PageTitle title="Media" />
      <section className="section" />
    </>
  );
}
