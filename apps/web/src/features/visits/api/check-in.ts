import type { VisitResult } from '@yaar/shared';
import { visitPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface CheckIn {
  LeadId: number;
  Latitude: number;
  Longitude: number;
  Accuracy: number;
  /** The phone's time of the fix (ISO). */
  CapturedAt: string;
}

/**
 * `POST /lead-visit`: a plain API call. Queued offline (issue 32), it should carry `SentAt` (the
 * phone's time when it is finally sent) so the server can tell a late send from a wrong clock.
 */
export async function checkIn(input: CheckIn): Promise<VisitResult> {
  const answer = await api.post<VisitResult>(visitPaths.leadVisit, {
    ...input,
    SentAt: new Date().toISOString(),
  });
  return answer.data!;
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lead(input.LeadId) }),
  });
}
