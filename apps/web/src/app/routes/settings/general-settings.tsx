import { PageTitle } from '@/components/ui/page-title';

/** General Settings, six cards (spec 2 §2), administrator. Not built yet: its own issue fills in the screen below the title. */
export function GeneralSettingsRoute() {
  return (
    <>
      <PageTitle title="General Settings" />
      <section className="section" />
    </>
  );
}
