import { newQueueItem } from '@/lib/offline-queue/capture';
import { followUpMessages } from '@yaar/shared';
import type { QueueError, QueueItem } from '@/lib/offline-queue/types';

/**
 * A follow-up of lead 101 kept on the phone, as the follow-up form queues it: Interested (13), next
 * 20 Jan 2030, started from Interested / 15 Jan; refused with `lastError` when one is given.
 */
export function keptFollowUp(userId: number, lastError?: QueueItem['lastError']) {
  const item = newQueueItem(
    {
      kind: 'follow-up',
      path: '/create-followup',
      leadRef: 'lead:101',
      fields: {
        LeadId: 101,
        FollowUpDate: '2030-01-16',
        Remarks: 'Second visit',
        UserId: userId,
        StatusId: 13,
        NextDate: '2030-01-20',
        StartedFromStatusId: 13,
        StartedFromNextDate: '2030-01-15',
      },
      summary: { title: 'Follow-up: Shree Motors', detail: '' },
    },
    userId,
  );
  return lastError ? { ...item, state: 'refused' as const, attempts: 1, lastError } : item;
}

/** The 409 of a follow-up whose lead was set to Not Interested (22) on 1 Feb 2030 meanwhile. */
export const changedMeanwhile: QueueError = {
  status: 409,
  message: followUpMessages.statusChangedMeanwhile,
  errors: {
    StatusId: followUpMessages.statusChangedMeanwhile,
    NextDate: followUpMessages.nextDateChangedMeanwhile,
  },
  current: { StatusId: 22, NextDate: '2030-02-01' },
};
