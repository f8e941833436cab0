import { LEAD_FILE_KINDS, leadPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrKeep } from '@/lib/offline-queue/capture';
import { toQueuedFile } from '@/lib/offline-queue/compress-photo';
import { discardItems } from '@/lib/offline-queue/queue';
import { queryKeys } from '@/lib/query-keys';
import type { LeadFormOutput } from '../utils/lead-form';
import { leadTextValues } from '../utils/lead-form';

/**
 * Lead Create through the offline queue: the photos compressed on the phone, sent at once when
 * online, kept on the phone otherwise (`/lead-create` with the Idempotency-Key made now). `replaces`:
 * the waiting item this save fixes, removed once the new one is sent or kept.
 */
export async function captureLead({
  values,
  replaces,
}: {
  values: LeadFormOutput;
  replaces?: string;
}) {
  const files = await Promise.all(
    LEAD_FILE_KINDS.flatMap((kind) => {
      const file = values[kind];
      return file ? [toQueuedFile(kind, file)] : [];
    }),
  );
  const name = [values.CompanyName, values.OwnerName].filter(Boolean).join(' · ');
  const outcome = await sendOrKeep({
    kind: 'lead-create',
    path: leadPaths.leadCreate,
    fields: leadTextValues(values),
    files,
    summary: { title: name || values.MobileNo, detail: `${values.MobileNo} · ${values.Product}` },
  });
  if (replaces && outcome.kind !== 'refused') await discardItems([replaces]);
  return outcome;
}

export function useCaptureLead() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs with no network too (TanStack Query would pause it offline): it keeps the item then.
    networkMode: 'always',
    mutationFn: captureLead,
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'sent') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
        queryClient.resetQueries({ queryKey: queryKeys.dashboardCounts }),
      ]);
    },
  });
}
