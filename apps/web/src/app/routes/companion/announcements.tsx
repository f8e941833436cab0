import { PageTitle } from '@/components/ui/page-title';

/** Announcement (spec 2 §2), administrator (companion API). Not built yet: its own issue fills in the screen below the title. */
export function OYaarAnnouncementsRoute() {
  return (
    <>
      <PageTitle title="Announcement" />
      <section className="section" />
    </>
  );
}
