import type { StatusCatalogue } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /statuses-list`: sub statuses keyed by main status. A failure is only logged. */
export async function getStatuses(): Promise<StatusCatalogue> {
  try {
    const answer = await api.get<StatusCatalogue>(leadPaths.statusesList);
    return answer.data ?? {};
  } catch (error) {
    console.error('Could not load the statuses', error);
    return {};
  }
}

export const statusesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.statuses, queryFn: getStatuses, staleTime: Infinity });

export const useStatuses = () => useQuery(statusesQueryOptions());
