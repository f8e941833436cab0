import type { Lead } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /lead-details?id=`: the first item of the answer's list, or null (no such lead). A failure
 * throws. Its file fields are short-lived signed addresses, usable in `<img src>` and `<a href>`.
 */
export async function getLead(id: number): Promise<Lead | null> {
  const answer = await api.get<Lead[]>(`${leadPaths.leadDetails}?id=${id}`);
  return answer.data?.[0] ?? null;
}

export const leadQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.lead(id), queryFn: () => getLead(id), staleTime: 0 });

export const useLead = (id: number, enabled = true) =>
  useQuery({ ...leadQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
