import { PageTitle } from '@/components/ui/page-title';

/** Lead Create (spec 1 §2.10). Not built yet: its own issue fills in the screen below the title. */
export function LeadCreateRoute() {
  return (
    <>
      <PageTitle title="Lead Create" crumbs={[{ label: 'Leads', to: '/leads' }]} />
      <section className="section" />
    </>
  );
}
