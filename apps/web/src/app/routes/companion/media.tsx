import { PageTitle } from '@/components/ui/page-title';
import { MediaList } from '@/features/companion/components/media-list';

/** Media list with a Media Add panel (spec 2 §2), administrator (companion API). */
export function OYaarMediaRoute() {
  return (
    <>
      <PageTitle title="Media" />
      <MediaList />
    </>
  );
}
