import type { VisitResult } from '@yaar/shared';
import { visitPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { sendOrKeep, type CaptureOutcome } from '@/lib/offline-queue/capture';
import { queryKeys } from '@/lib/query-keys';

export interface CheckIn {
  LeadId: number;
  Latitude: number;
  Longitude: number;
  Accuracy: number;
  /** The phone's time of the fix (ISO). */
  CapturedAt: string;
}

export type CheckInOutcome =
  { kind: 'sent'; visit: VisitResult } | Exclude<CaptureOutcome, { kind: 'sent' }>;

/**
 * `POST /lead-visit` through the offline queue, like any capture: sent at once online (the
 * server's distance and flag back), kept on the phone with no network and sent by itself later,
 * `SentAt` set when it is finally sent.
 */
export async function checkIn(input: CheckIn, companyName?: string): Promise<CheckInOutcome> {
  const outcome = await sendOrKeep({
    kind: 'lead-visit',
    path: visitPaths.leadVisit,
    leadRef: `lead:${input.LeadId}`,
    fields: { ...input },
    summary: {
      title: `Visit: ${companyName ?? `lead ${input.LeadId}`}`,
      detail: `±${Math.round(input.Accuracy)} m at ${input.CapturedAt.slice(11, 16)}`,
    },
  });
  if (outcome.kind === 'sent') return { kind: 'sent', visit: outcome.data as VisitResult };
  return outcome;
}

export const useCheckIn = (leadId: number) =>
  useRefreshingMutation((input: CheckIn) => checkIn(input), {
    refresh: [queryKeys.lead(leadId)],
    networkMode: 'always',
    when: (outcome) => outcome.kind === 'sent',
  });
