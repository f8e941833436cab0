import { PageTitle } from '@/components/ui/page-title';
import { VersionsList } from '@/features/companion/components/versions-list';

/** App versions with a Create Version panel (spec 2 §2), administrator (companion API). */
export function OYaarVersionsRoute() {
  return (
    <>
      <PageTitle title="App Versions" />
      <VersionsList />
    </>
  );
}
