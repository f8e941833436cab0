import { PageTitle } from '@/components/ui/page-title';

/** License search and update (spec 2 §2), administrator. Not built yet: its own issue fills in the screen below the title. */
export function LicenseRoute() {
  return (
    <>
      <PageTitle title="License" />
      <section className="section" />
    </>
  );
}
