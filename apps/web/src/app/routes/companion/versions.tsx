import { PageTitle } from '@/components/ui/page-title';

/** App versions with a Create Version panel (spec 2 §2), administrator (companion API). Not built yet: its own issue fills in the screen below the title. */
export function OYaarVersionsRoute() {
  return (
    <>
      <PageTitle title="App Versions" />
      <section className="section" />
    </>
  );
}
