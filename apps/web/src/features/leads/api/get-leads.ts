import type { LeadListItem, LeadsListQuery, PageMeta } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface LeadsPage {
  leads: LeadListItem[];
  meta: PageMeta | null;
}

/** `POST /leads-list`: one page of the leads the filters select. A failure throws. */
export async function getLeads(query: LeadsListQuery): Promise<LeadsPage> {
  const answer = await api.post<LeadListItem[]>(leadPaths.leadsList, query);
  return { leads: answer.data ?? [], meta: answer.meta ?? null };
}

export const leadsQueryOptions = (query: LeadsListQuery) =>
  queryOptions({
    queryKey: queryKeys.leadsList(query),
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });

export const useLeads = (query: LeadsListQuery) => useQuery(leadsQueryOptions(query));
