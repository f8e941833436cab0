import { PageTitle } from '@/components/ui/page-title';
import { RenewalsDueList } from '@/features/renewals/components/renewals-due-list';

/** Renewals due (issue 33), administrator. */
export function RenewalsDueRoute() {
  return (
    <>
      <PageTitle title="Renewals due" />
      <RenewalsDueList />
    </>
  );
}
