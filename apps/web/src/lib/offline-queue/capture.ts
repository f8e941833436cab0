import { connectivity } from '../api';
import { retryDelay } from './backoff';
import { enqueue, pageSession } from './queue';
import { sendItem } from './send';
import type { QueueError, QueueItem, QueuedFile } from './types';

/** What Save says when the item stays on the phone (issue 32, exact). */
export const SAVED_ON_PHONE = 'Saved on this phone — it will be sent when you are online.';

/** A new Idempotency-Key (or item id): 32 hex digits. */
export const randomKey = () => {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

export interface NewItem {
  kind: QueueItem['kind'];
  path: string;
  /** `lead:<id>` for a lead on the server; left out for a lead made now. */
  leadRef?: string;
  fields: QueueItem['fields'];
  files?: QueuedFile[];
  summary: QueueItem['summary'];
}

/** A new item with its id and its Idempotency-Key, made now and due now. */
export function newQueueItem(input: NewItem, userId: number): Omit<QueueItem, 'seq'> {
  const id = randomKey();
  return {
    id,
    kind: input.kind,
    path: input.path,
    userId,
    leadRef: input.leadRef ?? `new:${id}`,
    fields: input.fields,
    files: input.files ?? [],
    idempotencyKey: randomKey(),
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: Date.now(),
    state: 'waiting',
    summary: input.summary,
  };
}

export type CaptureOutcome =
  | { kind: 'sent'; message: string; leadId?: number; data?: unknown }
  | { kind: 'kept'; warning: string | null }
  | { kind: 'refused'; error: QueueError };

/**
 * Save for a form that works offline: online, the item is sent at once (a refusal comes back to
 * the form, beside its fields); offline, or when the send finds no network or a failing server,
 * it is kept on the phone with the same key and sent by itself later. `StorageFullError` when it
 * cannot be kept.
 */
export async function sendOrKeep(input: NewItem): Promise<CaptureOutcome> {
  const session = pageSession();
  if (!session)
    return { kind: 'refused', error: { status: 401, message: 'Please sign in again.' } };
  const item = newQueueItem(input, session.userId);
  if (connectivity.online()) {
    const sentAt = Date.now();
    const outcome = await sendItem({ ...item, seq: 0 }, session);
    if (outcome.kind === 'sent') {
      connectivity.reportAnswer(sentAt);
      return outcome;
    }
    if (outcome.kind === 'refused') {
      connectivity.reportAnswer(sentAt);
      return outcome;
    }
    if (outcome.network) connectivity.reportNetworkFailure();
    item.attempts = 1;
    item.nextAttemptAt = Date.now() + retryDelay(1);
    item.lastError = outcome.error;
  }
  return { kind: 'kept', ...(await enqueue(item)) };
}
