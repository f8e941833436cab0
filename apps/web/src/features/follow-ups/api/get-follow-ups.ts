import type { FollowUp } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /followups-list?LeadId=`: a lead's follow-ups, newest first. A failure throws. */
export async function getFollowUps(leadId: number): Promise<FollowUp[]> {
  const answer = await api.get<FollowUp[]>(`${leadPaths.followUpsList}?LeadId=${leadId}`);
  return answer.data ?? [];
}

export const followUpsQueryOptions = (leadId: number) =>
  queryOptions({ queryKey: queryKeys.followUpsOf(leadId), queryFn: () => getFollowUps(leadId) });

export const useFollowUps = (leadId: number) => useQuery(followUpsQueryOptions(leadId));
