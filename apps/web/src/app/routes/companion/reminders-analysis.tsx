import { PageTitle } from '@/components/ui/page-title';
import { RemindersAnalysis } from '@/features/companion/components/reminders-analysis';

/** Reminder analytics, one card per company (spec 2 §2), administrator (companion API). */
export function OYaarRemindersAnalysisRoute() {
  return (
    <>
      <PageTitle title="Reminder Analytics" />
      <RemindersAnalysis />
    </>
  );
}
