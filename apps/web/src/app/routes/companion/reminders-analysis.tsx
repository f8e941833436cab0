import { PageTitle } from '@/components/ui/page-title';

/** Reminder analytics, one card per company (spec 2 §2), administrator (companion API). Not built yet: its own issue fills in the screen below the title. */
export function OYaarRemindersAnalysisRoute() {
  return (
    <>
      <PageTitle title="Reminder Analytics" />
      <section className="section" />
    </>
  );
}
