import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadForm } from '@/features/leads/components/lead-form';
import { waitingLeadValues } from '@/features/leads/utils/waiting-lead';
import { useDefaultCity } from '@/lib/cities';
import { getItem } from '@/lib/offline-queue/store';
import type { QueueItem } from '@/lib/offline-queue/types';
import { pathTo } from '@/lib/paths';

/** The waiting item named by `?waiting=` (a lead kept on the phone, to fix), once read. */
function useWaitingItem(id: string | null) {
  const [item, setItem] = useState<QueueItem | null | undefined>(id ? undefined : null);
  useEffect(() => {
    if (!id) return;
    void getItem(id)
      .then((found) => setItem(found ?? null))
      .catch(() => setItem(null));
  }, [id]);
  return item;
}

/** Lead Create (spec 1 §2.10): Dashboard > Leads > Lead Create; `?waiting=<id>` fixes a kept lead. */
export function LeadCreateRoute() {
  const [params] = useSearchParams();
  const defaultCity = useDefaultCity();
  const statuses = useStatuses();
  const item = useWaitingItem(params.get('waiting'));
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
  const loading = defaultCity.isPending || statuses.isPending || item === undefined;
  return (
    <>
      <PageTitle title="Lead Create" crumbs={[{ label: 'Leads', to: pathTo('Leads') }]} />
      <QueryError what="the statuses" query={statuses} />
      {statuses.isError ? null : loading ? (
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
