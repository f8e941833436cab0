import { leadPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { sendOrKeep } from '@/lib/offline-queue/capture';
import { fixedItem, sendFixed } from '@/lib/offline-queue/fix';
import type { QueueItem } from '@/lib/offline-queue/types';
import { queryKeys } from '@/lib/query-keys';
import type { NewFollowUp, StartedFrom } from '../types';
import { followUpFields, followUpSummary } from '../utils/waiting-follow-up';

interface FollowUpSave {
  input: NewFollowUp;
  startedFrom?: StartedFrom;
  leadName?: string;
  /** A refused follow-up being fixed: replaced in its place in the queue, not added anew. */
  fixing?: QueueItem;
}

/**
 * Add New Follow Up through the offline queue: sent at once online, kept on the phone otherwise
 * (`/create-followup`, the Idempotency-Key made now, after any earlier item of the same lead).
 * A fixed one replaces the refused item (a new key, the same place among its lead's items).
 */
export async function captureFollowUp({ input, startedFrom, leadName, fixing }: FollowUpSave) {
  const fields = followUpFields(input, startedFrom);
  const summary = followUpSummary(input, leadName);
  // Fixed where the lead could not be read (no network): still named as when it was saved.
  if (fixing && !leadName) summary.title = fixing.summary.title;
  if (fixing) return sendFixed(fixedItem(fixing, fields, summary));
  return sendOrKeep({
    kind: 'follow-up',
    path: leadPaths.createFollowUp,
    leadRef: `lead:${input.LeadId}`,
    fields,
    summary,
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
