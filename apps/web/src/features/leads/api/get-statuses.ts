import type { StatusCatalogue } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /statuses-list`: sub statuses keyed by main status. A failure throws: it is not kept as an
 * empty catalogue (staleTime Infinity keeps only a success), so the next screen asks again.
 */
export async function getStatuses(): Promise<StatusCatalogue> {
  const answer = await api.get<StatusCatalogue>(leadPaths.statusesList);
  return answer.data ?? {};
}

export const statusesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.statuses, queryFn: getStatuses, staleTime: Infinity });

export const useStatuses = () => useQuery(statusesQueryOptions());
