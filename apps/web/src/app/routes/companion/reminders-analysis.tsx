import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Reminder analytics, one card per company (spec 2 §2), administrator (companion API). Not built yet: says what it will do until its own issue builds it. */
export function OYaarRemindersAnalysisRoute() {
  return (
    <>
      <PageTitle title="Reminder Analytics" />
      <ComingSoon
        purpose="See how each company uses the reminders of the OYaar app."
        features={['One card per company with its reminder figures']}
      />
    </>
  );
}
