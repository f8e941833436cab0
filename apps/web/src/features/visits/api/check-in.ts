import type { VisitResult } from '@yaar/shared';
import { visitPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { sendOrKeep, type CaptureOutcome } from '@/lib/offline-queue/capture';
import type { QueuedFile } from '@/lib/offline-queue/types';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n/language';

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
 * `SentAt` set when it is finally sent. With a photo (already compressed, as `Photo`) it goes as
 * a multipart form.
 */
export async function checkIn(
  input: CheckIn,
  photo: QueuedFile | null = null,
  companyName?: string,
): Promise<CheckInOutcome> {
  const outcome = await sendOrKeep({
    kind: 'lead-visit',
    path: visitPaths.leadVisit,
    leadRef: `lead:${input.LeadId}`,
    fields: { ...input },
    files: photo ? [photo] : [],
    summary: {
      title: t('Visit: {lead}', {
        lead: companyName ?? t('lead {id}', { id: String(input.LeadId) }),
      }),
      detail: `±${t('{metres} m at {time}', {
        metres: Math.round(input.Accuracy),
        time: input.CapturedAt.slice(11, 16),
      })}${photo ? ` · ${t('with a photo')}` : ''}`,
    },
  });
  if (outcome.kind === 'sent') return { kind: 'sent', visit: outcome.data as VisitResult };
  return outcome;
}

export const useCheckIn = (leadId: number) =>
  useRefreshingMutation(
    ({ visit, photo }: { visit: CheckIn; photo: QueuedFile | null }) => checkIn(visit, photo),
    {
      refresh: [queryKeys.lead(leadId)],
      networkMode: 'always',
      when: (outcome) => outcome.kind === 'sent',
    },
  );
