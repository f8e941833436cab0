import { leadPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { toDateInput } from '@/lib/dates';
import { sendOrKeep } from '@/lib/offline-queue/capture';
import { queryKeys } from '@/lib/query-keys';

export interface NewFollowUp {
  LeadId: number;
  FollowUpDate: string;
  Remarks: string;
  UserId: number;
  StatusId: number;
  NextDate: string;
}

/** The lead as the follow-up started from it: the server refuses (409) a field changed meanwhile. */
export interface StartedFrom {
  StatusId: number | null | undefined;
  NextDate: string | null | undefined;
}

/**
 * Add New Follow Up through the offline queue: sent at once online, kept on the phone otherwise
 * (`/create-followup`, the Idempotency-Key made now, after any earlier item of the same lead).
 */
export async function captureFollowUp({
  input,
  startedFrom,
  leadName,
}: {
  input: NewFollowUp;
  startedFrom?: StartedFrom;
  leadName?: string;
}) {
  const version: Record<string, string | number> = startedFrom
    ? {
        StartedFromStatusId: startedFrom.StatusId ?? 0,
        StartedFromNextDate: toDateInput(startedFrom.NextDate),
      }
    : {};
  return sendOrKeep({
    kind: 'follow-up',
    path: leadPaths.createFollowUp,
    leadRef: `lead:${input.LeadId}`,
    fields: { ...input, ...version },
    summary: {
      title: `Follow-up: ${leadName ?? `lead ${input.LeadId}`}`,
      detail: `Next ${input.NextDate} · ${input.Remarks.slice(0, 80)}`,
    },
  });
}

/** Add New Follow Up; the lists load again once the server has it (not while it waits on the phone). */
export const useCaptureFollowUp = () =>
  useRefreshingMutation(captureFollowUp, {
    refresh: [queryKeys.followUps, queryKeys.leads],
    reset: [queryKeys.dashboardCounts],
    // Runs with no network too (TanStack Query would pause it offline): it keeps the item then.
    networkMode: 'always',
    when: (outcome) => outcome.kind === 'sent',
  });
