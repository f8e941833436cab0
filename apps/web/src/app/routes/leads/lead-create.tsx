import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { notKeptOffline, QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useReadyInSlices } from '@/hooks/use-ready-in-slices';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadForm } from '@/features/leads/components/lead-form';
import { waitingLeadValues } from '@/features/leads/utils/waiting-lead';
import { useDefaultCity } from '@/lib/cities';
import { useQueueItem } from '@/lib/offline-queue/use-queue';
import { pathTo } from '@/lib/paths';

/** Lead Create (spec 1 §2.10): Dashboard > Leads > Lead Create; `?waiting=<id>` fixes a kept lead. */
export function LeadCreateRoute() {
  const [params] = useSearchParams();
  const defaultCity = useDefaultCity();
  const statuses = useStatuses();
  const item = useQueueItem(params.get('waiting'));
  const waiting = useMemo(
    () =>
      item && statuses.data
        ? {
            id: item.id,
            values: waitingLeadValues(item, statuses.data),
            errors: item.lastError?.errors ?? {},
          }
        : undefined,
    [item, statuses.data],
  );
  // Offline with no default city kept, the form opens without one (the picker still works).
  const loading = useReadyInSlices(
    (defaultCity.isPending && !notKeptOffline(defaultCity)) ||
      statuses.isPending ||
      item === undefined,
  );
  return (
    <>
      <PageTitle title="Lead Create" crumbs={[{ label: 'Leads', to: pathTo('Leads') }]} />
      <QueryError what="the statuses" query={statuses} />
      {statuses.isError || notKeptOffline(statuses) ? null : loading ? (
        <Spinner />
      ) : (
        <LeadForm
          key={waiting?.id ?? ''}
          defaultCityId={defaultCity.city?.CityId}
          catalogue={statuses.data ?? {}}
          waiting={waiting}
        />
      )}
    </>
  );
}
