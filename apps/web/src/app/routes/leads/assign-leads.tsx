import { PageTitle } from '@/components/ui/page-title';

/** Assign Leads (spec 2 §2), administrator. Not built yet: its own issue fills in the screen below the title. */
export function AssignLeadsRoute() {
  return (
    <>
      <PageTitle title="Assign Leads" />
      <section className="section" />
    </>
  );
}
