import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Import Leads by Excel (spec 2 §2), administrator; the import call needs the 200 s time-out. Not built yet: says what it will do until its own issue builds it. */
export function ImportLeadsRoute() {
  return (
    <>
      <PageTitle title="Import Leads" />
      <ComingSoon
        purpose="Bring leads in from an Excel file."
        features={[
          'Upload a .xlsx file of leads',
          'See how many were imported and which rows were refused, and why',
        ]}
      />
    </>
  );
}
