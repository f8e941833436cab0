import { PageTitle } from '@/components/ui/page-title';

/** Follow-up list of a lead (spec 1 §2.12), route params id and followUp. Not built yet: its own issue fills in the screen below the title. */
export function FollowUpRoute() {
  return (
    <>
      <PageTitle title="Follow Up" crumbs={[{ label: 'Leads', to: '/leads' }]} />
      <section className="section" />
    </>
  );
}
