import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Assign Leads (spec 2 §2), administrator. Not built yet: says what it will do until its own issue builds it. */
export function AssignLeadsRoute() {
  return (
    <>
      <PageTitle title="Assign Leads" />
      <ComingSoon
        purpose="Hand many leads to an employee at once."
        features={['Pick leads by filter', 'Assign them to an active employee in one step']}
      />
    </>
  );
}
