import { PageTitle } from '@/components/ui/page-title';
import { GeneralSettings } from '@/features/companion/components/general-settings';

/** General Settings, six cards (spec 2 §2), administrator (companion API). */
export function GeneralSettingsRoute() {
  return (
    <>
      <PageTitle title="General Settings" />
      <GeneralSettings />
    </>
  );
}
