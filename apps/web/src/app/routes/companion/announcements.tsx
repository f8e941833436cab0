import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Announcement (spec 2 §2), administrator (companion API). Not built yet: says what it will do until its own issue builds it. */
export function OYaarAnnouncementsRoute() {
  return (
    <>
      <PageTitle title="Announcement" />
      <ComingSoon
        purpose="Send announcements to the users of the OYaar companion app."
        features={['Write a title and a message', "Send it to the app's users"]}
      />
    </>
  );
}
