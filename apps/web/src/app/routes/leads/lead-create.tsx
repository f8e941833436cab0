import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadForm } from '@/features/leads/components/lead-form';
import { useDefaultCity } from '@/lib/cities';
import { pathTo } from '@/lib/paths';

/** Lead Create (spec 1 §2.10): Dashboard > Leads > Lead Create. */
export function LeadCreateRoute() {
  const defaultCity = useDefaultCity();
  const statuses = useStatuses();
  const loading = defaultCity.isPending || statuses.isPending;
  return (
    <>
      <PageTitle title="Lead Create" crumbs={[{ label: 'Leads', to: pathTo('Leads') }]} />
      <QueryError what="the statuses" query={statuses} />
      {statuses.isError ? null : loading ? (
        <Spinner />
      ) : (
        <LeadForm defaultCityId={defaultCity.city?.CityId} catalogue={statuses.data ?? {}} />
      )}
    </>
  );
}
