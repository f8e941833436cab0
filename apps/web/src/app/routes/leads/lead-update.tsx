import { PageTitle } from '@/components/ui/page-title';

/** Lead Update (spec 1 §2.11), route params id and followUp. Not built yet: its own issue fills in the screen below the title. */
export function LeadUpdateRoute() {
  return (
    <>
      <PageTitle title="Lead Update" crumbs={[{ label: 'Leads', to: '/leads' }]} />
      <section className="section" />
    </>
  );
}
