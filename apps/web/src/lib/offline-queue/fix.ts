import { randomKey } from './capture';
import { resendItem } from './queue';
import { getItem } from './store';
import type { QueueError, QueueItem } from './types';

/**
 * How a fixed item's send ended: on the server (`message` empty: the flush keeps no answer's words,
 * the screen says its own), kept on the phone (no network), or refused again.
 */
export type FixOutcome =
  { kind: 'sent'; message: string } | { kind: 'kept' } | { kind: 'refused'; error: QueueError };

/**
 * The item as fixed by the user: the new fields, a new Idempotency-Key (a new request, not a repeat
 * of the refused one), due now. Its id and place in the order stay: the later items of its lead
 * still go after it.
 */
export function fixedItem(
  item: QueueItem,
  fields: QueueItem['fields'],
  summary: QueueItem['summary'] = item.summary,
  now = Date.now(),
): QueueItem {
  return {
    ...item,
    fields,
    summary,
    idempotencyKey: randomKey(),
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    lastError: undefined,
  };
}

/**
 * Replaces a refused item by its fixed version and sends what waits (in order): answers whether it
 * reached the server, stays on the phone, or was refused again (the server's new words).
 * `StorageFullError` when it cannot be kept.
 */
export async function sendFixed(item: QueueItem): Promise<FixOutcome> {
  await resendItem(item);
  const after = await getItem(item.id);
  if (!after) return { kind: 'sent', message: '' };
  if (after.state === 'refused' && after.lastError)
    return { kind: 'refused', error: after.lastError };
  return { kind: 'kept' };
}
