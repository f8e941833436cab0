import { retryDelay } from './backoff';
import type { QueueItem, SendOutcome } from './types';

/** What a flush reads and writes: the store and the sender (the page's, the service worker's, a test's). */
export interface FlushDeps {
  load: () => Promise<QueueItem[]>;
  save: (item: QueueItem) => Promise<void>;
  remove: (id: string) => Promise<void>;
  send: (item: QueueItem) => Promise<SendOutcome>;
  now: () => number;
}

export interface FlushOptions {
  userId: number;
  /** Send items still backing off too (the network came back, the user tapped Send now). */
  force?: boolean;
}

export interface FlushResult {
  sent: number;
  /** No answer from the network: the rest was left for later. */
  offline: boolean;
  /** When the earliest item still waiting may be tried again (the retry timer), if any. */
  nextAttemptAt?: number;
}

/** The lead a later item of a lead made on the phone belongs to, once the server gave it an id. */
const newLeadRef = (item: QueueItem) => `new:${item.id}`;

/**
 * Sends the user's waiting items once each, in the order they were made. An item that did not go
 * (refused, backing off, no answer) holds back the later items of the same lead, so a follow-up
 * never lands before its lead or an older follow-up; items of other leads go on. A lead made on
 * the phone gives its new id to its later items before they are sent. No answer from the network
 * stops the flush: nothing else would get through either.
 */
export async function flushQueue(deps: FlushDeps, options: FlushOptions): Promise<FlushResult> {
  const items = (await deps.load()).filter((item) => item.userId === options.userId);
  const heldBack = new Set<string>();
  let sent = 0;
  let offline = false;
  for (const item of items) {
    if (heldBack.has(item.leadRef)) continue;
    const due = options.force || item.nextAttemptAt <= deps.now();
    if (offline || item.state === 'refused' || !due) {
      heldBack.add(item.leadRef);
      continue;
    }
    const outcome = await deps.send(item);
    if (outcome.kind === 'sent') {
      await deps.remove(item.id);
      sent += 1;
      if (item.kind === 'lead-create' && outcome.leadId !== undefined) {
        await givePendingItemsTheirLead(deps, items, item, outcome.leadId);
      }
      continue;
    }
    heldBack.add(item.leadRef);
    item.attempts += 1;
    item.lastError = outcome.error;
    if (outcome.kind === 'refused') item.state = 'refused';
    else {
      item.nextAttemptAt = deps.now() + retryDelay(item.attempts);
      offline = outcome.network;
    }
    await deps.save(item);
  }
  const waiting = (await deps.load()).filter(
    (item) => item.userId === options.userId && item.state === 'waiting',
  );
  const next = waiting.length ? Math.min(...waiting.map((item) => item.nextAttemptAt)) : undefined;
  return { sent, offline, nextAttemptAt: next };
}

async function givePendingItemsTheirLead(
  deps: FlushDeps,
  items: QueueItem[],
  created: QueueItem,
  leadId: number,
) {
  const ref = newLeadRef(created);
  for (const later of items) {
    if (later.leadRef !== ref || later.id === created.id) continue;
    later.leadRef = `lead:${leadId}`;
    later.fields = { ...later.fields, LeadId: leadId };
    await deps.save(later);
  }
}
