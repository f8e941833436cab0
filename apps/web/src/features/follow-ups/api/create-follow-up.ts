import { leadPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useCaptureFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs with no network too (TanStack Query would pause it offline): it keeps the item then.
    networkMode: 'always',
    mutationFn: captureFollowUp,
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'sent') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.followUps }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
        queryClient.resetQueries({ queryKey: queryKeys.dashboardCounts }),
      ]);
    },
  });
}
