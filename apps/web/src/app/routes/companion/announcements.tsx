import { PageTitle } from '@/components/ui/page-title';
import { AnnouncementsPanel } from '@/features/companion/components/announcements-panel';

/** Announcement (spec 2 §2), administrator: a push to the companion app's businesses or customers. */
export function OYaarAnnouncementsRoute() {
  return (
    <>
      <PageTitle title="Announcement" />
      <section className="section">
        <AnnouncementsPanel />
      </section>
    </>
  );
}
