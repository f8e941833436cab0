import type { LeadsMap, LeadsMapQuery } from '@yaar/shared';
import { visitPaths } from '@yaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /leads-map`: the leads (or clusters) inside the box. A failure throws. */
export async function getLeadsMap(query: LeadsMapQuery): Promise<LeadsMap> {
  const answer = await api.post<LeadsMap>(visitPaths.leadsMap, query);
  return answer.data ?? { Leads: [], Clusters: [] };
}

export const useLeadsMap = (query: LeadsMapQuery | null) =>
  useQuery({
    queryKey: ['leads', 'map', query],
    queryFn: () => getLeadsMap(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
