import { PageTitle } from '@/components/ui/page-title';
import { ImportLeadsPanel } from '@/features/lead-bulk/components/import-leads-panel';

/** Import Leads by Excel (spec 2 §2), administrator: the leads go into the admin's pool. */
export function ImportLeadsRoute() {
  return (
    <>
      <PageTitle title="Import Leads" />
      <section className="section">
        <ImportLeadsPanel />
      </section>
    </>
  );
}
