import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useCities } from '@/features/cities/api/get-cities';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadForm } from '@/features/leads/components/lead-form';
import { pathTo } from '@/lib/paths';

/** Lead Create (spec 1 §2.10): Dashboard > Leads > Lead Create. */
export function LeadCreateRoute() {
  const cities = useCities();
  const statuses = useStatuses();
  const loading = cities.isPending || statuses.isPending;
  return (
    <>
      <PageTitle title="Lead Create" crumbs={[{ label: 'Leads', to: pathTo('Leads') }]} />
      <QueryError what="the cities" query={cities} />
      <QueryError what="the statuses" query={statuses} />
      {cities.isError || statuses.isError ? null : loading ? (
        <Spinner />
      ) : (
        <LeadForm cities={cities.data ?? []} catalogue={statuses.data ?? {}} />
      )}
    </>
  );
}
