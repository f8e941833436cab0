import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** App versions with a Create Version panel (spec 2 §2), administrator (companion API). Not built yet: says what it will do until its own issue builds it. */
export function OYaarVersionsRoute() {
  return (
    <>
      <PageTitle title="App Versions" />
      <ComingSoon
        purpose="Manage the versions of the OYaar companion app that users must or may install."
        features={['The list of versions', 'Create a version, delete one']}
      />
    </>
  );
}
