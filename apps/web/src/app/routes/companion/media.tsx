import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Media list with a Media Add panel (spec 2 §2), administrator (companion API). Not built yet: says what it will do until its own issue builds it. */
export function OYaarMediaRoute() {
  return (
    <>
      <PageTitle title="Media" />
      <ComingSoon
        purpose="Manage the images and videos shown in the OYaar companion app."
        features={['The list of media', 'Add new media']}
      />
    </>
  );
}
