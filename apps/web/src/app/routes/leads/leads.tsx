import { PageTitle } from '@/components/ui/page-title';

/** Leads list (spec 1 §2.7), with the optional followUp route parameter. Not built yet: its own issue fills in the screen below the title. */
export function LeadsRoute() {
  return (
    <>
      <PageTitle title="Leads" />
      <section className="section" />
    </>
  );
}
