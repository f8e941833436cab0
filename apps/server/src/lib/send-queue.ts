import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { SmsContent } from './sms-templates';

/**
 * The outbox of messages to customers (issue 44; DESIGN §9), the `customer_messages` table: rows
 * are queued in the transaction of what causes them, and a worker in every app process sends
 * them. Each `tick()`:
 *
 * - takes the rows that are due under a transaction-scoped advisory lock (the pacing budget is
 *   shared by every process) with `FOR UPDATE SKIP LOCKED`, and marks them `sending` with the
 *   instant of the claim, committed before anything is sent: a row is claimed by one process once;
 * - paces: each claimed row gets a send slot, `1000 / ratePerSecond` ms after the latest slot any
 *   process took (the Cloud API's 80 messages a second per number), and a customer's WhatsApp
 *   message a slot more than `recipientGapMs` after their previous one (6 s: Meta's pair rate);
 * - sends them at once and records each outcome: `sent`; `retry` (429, 130429, 5xx, no answer)
 *   queued again after the next backoff delay, until `backoffMs` runs out; `unreachable` (131026:
 *   not on WhatsApp, or opted out) turns the row into its SMS at once; `failed`, or retries run
 *   out, turns a row with `smsOnFailure` (renewal notices) into its SMS, and fails any other. The
 *   SMS is the same row (`channel` 'sms'): a notice is never sent both ways.
 *
 * A row left `sending` by a process that died mid-send cannot be known to have left or not: after
 * `staleAfterMs` it is marked failed with that reason, never sent again blindly (a status webhook
 * carrying its callback data still moves it on). Tests drive `tick()` with a movable clock; the
 * app runs `start()` (main.ts), and `wake()` asks for a tick now (a message just queued).
 */

/** What a queued message says on each channel (the row's `content`). */
export interface MessageContent {
  whatsapp?: {
    /** Which configured template: WHATSAPP_TEMPLATE_INVOICE or _RENEWAL. */
    template: 'invoice' | 'renewal';
    /** The body's parameters, in the template's order. */
    body: string[];
    /** A document header: the invoice PDF of this transaction, under this file name. */
    document?: { transactionId: number; fileName: string };
  };
  /** The SMS it is, or turns into (a DLT template's kind, variables and text). */
  sms?: SmsContent;
  /** Whether a WhatsApp failure other than 131026 also turns it into its SMS (renewal notices). */
  smsOnFailure?: boolean;
}

export interface QueuedMessage {
  id: number;
  channel: 'whatsapp' | 'sms';
  kind: string;
  mobileNo: string;
  content: MessageContent;
  attempts: number;
}

export type SendOutcome =
  | { kind: 'sent'; wamid?: string }
  | { kind: 'retry'; error: string }
  | { kind: 'unreachable'; error: string }
  | { kind: 'failed'; error: string };

export interface SendQueueOptions {
  db: Database;
  clock: Clock;
  /**
   * Sends one message; `paced()` resolves at its turn (its slot, and never closer than the rate
   * allows to this process's previous send): call it right before the rate-limited request.
   */
  send(message: QueuedMessage, paced: () => Promise<void>): Promise<SendOutcome>;
  log: { error(line: string): void };
  /** Claims in any one second, across processes (80: the Cloud API's per-number rate). */
  ratePerSecond?: number;
  /** The least time between two WhatsApp messages to one customer (6 s). */
  recipientGapMs?: number;
  /** The waits before the 2nd, 3rd, … attempt after a retryable failure. */
  backoffMs?: readonly number[];
  /** How long a row may stay `sending` before it counts as interrupted. */
  staleAfterMs?: number;
}

export interface SendQueue {
  /** Claims what is due within the pacing, sends it, records the outcomes; how many were claimed. */
  tick(): Promise<{ claimed: number; held: boolean }>;
  /** Ticks until nothing is due and claimable (tests; a short queue). */
  drain(): Promise<number>;
  start(idleMs?: number): void;
  wake(): void;
  stop(): Promise<void>;
}

/** 'ysnd': the advisory lock under which claims take their share of the second. */
const CLAIM_LOCK = 0x79_73_6e_64;
export const DEFAULT_BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000] as const;

const tooLong = (text: string) => text.slice(0, 500);

export function createSendQueue(options: SendQueueOptions): SendQueue {
  const { db, clock, log } = options;
  const rate = options.ratePerSecond ?? 80;
  const gapMs = options.recipientGapMs ?? 6000;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const staleAfterMs = options.staleAfterMs ?? 600_000;
  const intervalMs = 1000 / rate;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<{ claimed: number; held: boolean }> | null = null;
  let stopped = false;

  async function sweepInterrupted(now: Date) {
    await db.execute(sql`
      update customer_messages set status = 'failed', updated_at = ${now},
        note = 'Interrupted while sending (the app stopped): it may not have reached the customer, and it is not sent again.'
      where status = 'sending' and claimed_at < ${new Date(now.getTime() - staleAfterMs)}`);
  }

  /**
   * The due rows this process may send, marked `sending` (committed), each with its send slot:
   * slots are `1000 / rate` ms apart across every process (taken under the advisory lock after the
   * latest slot any process took), at most a second ahead; the sender waits for its slot. So any
   * one second holds at most `rate` slots, which a claim-time budget alone would not give (a batch
   * sent while the next is claimed).
   */
  async function claim(
    now: Date,
  ): Promise<{ rows: (QueuedMessage & { slot: number })[]; held: boolean }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
      const nowMs = now.getTime();
      const { rows: latest } = await tx.execute<{ last: Date | string | null }>(sql`
        select max(claimed_at) as last from customer_messages`);
      const lastMs = latest[0]?.last ? new Date(latest[0].last).getTime() : -Infinity;
      // A clock set back (a test, a corrected server clock) does not stop the queue.
      const start = lastMs > nowMs + 1000 ? nowMs : Math.max(nowMs, lastMs + intervalMs);
      const slots = Math.min(rate, Math.floor((nowMs + 1000 - start) / intervalMs));
      const { rows: due } = await tx.execute<{ exists: boolean }>(sql`
        select exists (select 1 from customer_messages
          where status = 'queued' and due_at <= ${now}) as exists`);
      const anyDue = due[0]?.exists ?? false;
      if (slots <= 0 || !anyDue) return { rows: [], held: anyDue };
      // A customer's previous WhatsApp slot is more than the gap before any slot taken now.
      const gapStart = new Date(start - gapMs);
      const { rows: candidates } = await tx.execute<QueuedMessage & Record<string, unknown>>(sql`
        select m.id, m.channel, m.kind, m.mobile_no as "mobileNo", m.content, m.attempts
        from customer_messages m
        where m.status = 'queued' and m.due_at <= ${now}
          and (m.channel <> 'whatsapp' or not exists (
            select 1 from customer_messages r
            where r.mobile_no = m.mobile_no and r.channel = 'whatsapp'
              and r.claimed_at > ${gapStart} and r.id <> m.id))
        order by m.due_at, m.id
        limit ${slots * 2}
        for update of m skip locked`);
      // One WhatsApp message per customer in a claim: the next waits out the gap.
      const customers = new Set<string>();
      const rows = candidates
        .filter((row) => {
          if (row.channel !== 'whatsapp') return true;
          if (customers.has(row.mobileNo)) return false;
          customers.add(row.mobileNo);
          return true;
        })
        .slice(0, slots)
        .map((row, index) => ({
          ...row,
          attempts: row.attempts + 1,
          slot: start + index * intervalMs,
        }));
      if (rows.length > 0) {
        const values = sql.join(
          rows.map((row) => sql`(${row.id}::int, ${new Date(row.slot)}::timestamptz)`),
          sql`, `,
        );
        await tx.execute(sql`
          update customer_messages m set status = 'sending', claimed_at = v.slot,
            attempts = m.attempts + 1, updated_at = ${now}
          from (values ${values}) as v(id, slot)
          where m.id = v.id`);
      }
      return { rows, held: candidates.length > rows.length || rows.length === slots };
    });
  }

  async function record(message: QueuedMessage, outcome: SendOutcome, now: Date) {
    const { id } = message;
    if (outcome.kind === 'sent') {
      // A status webhook may have come first (found by its callback data): never move it back.
      await db.execute(sql`
        update customer_messages set
          status = case when status = 'sending' then 'sent' else status end,
          wamid = coalesce(wamid, ${outcome.wamid ?? null}), sent_at = ${now}, updated_at = ${now}
        where id = ${id}`);
      return;
    }
    if (outcome.kind === 'retry' && message.attempts <= backoff.length) {
      const dueAt = new Date(now.getTime() + backoff[message.attempts - 1]!);
      await db.execute(sql`
        update customer_messages set status = 'queued', due_at = ${dueAt},
          note = ${tooLong(`${outcome.error}; tried again at ${dueAt.toISOString()}`)},
          updated_at = ${now}
        where id = ${id}`);
      return;
    }
    const canFallBack =
      message.channel === 'whatsapp' &&
      message.content.sms !== undefined &&
      (outcome.kind === 'unreachable' || message.content.smsOnFailure === true);
    if (canFallBack) {
      await db.execute(sql`
        update customer_messages set channel = 'sms', status = 'queued', due_at = ${now},
          attempts = 0, note = ${tooLong(`Sent by SMS: ${outcome.error}`)}, updated_at = ${now}
        where id = ${id}`);
      return;
    }
    const retries = outcome.kind === 'retry' ? ` (after ${message.attempts} attempts)` : '';
    await db.execute(sql`
      update customer_messages set status = 'failed',
        note = ${tooLong(`${outcome.error}${retries}`)}, updated_at = ${now}
      where id = ${id}`);
  }

  /**
   * This process's sends, one at a time through a gate: each waits for its slot and for the rate's
   * interval after the previous send actually began, read from the clock after every wait. A
   * stalled event loop (a renewal run building its batch) then delays sends, never bunches them.
   */
  let gate: Promise<void> = Promise.resolve();
  let lastStart = -Infinity;
  const pacedAt = (realSlot: number) => () => {
    const turn = gate.then(async () => {
      for (;;) {
        const wait = Math.max(realSlot, lastStart + intervalMs) - Date.now();
        if (wait <= 0) break;
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      }
      lastStart = Date.now();
    });
    gate = turn.catch(() => undefined);
    return turn;
  };

  async function sendOne(message: QueuedMessage & { slot: number }, now: Date) {
    // Its slot in real time from this claim's instant (the clock may be a test's, standing still).
    const realSlot = Date.now() + (message.slot - now.getTime());
    let outcome: SendOutcome;
    try {
      outcome = await options.send(message, pacedAt(realSlot));
    } catch (error) {
      outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    try {
      await record(message, outcome, now);
    } catch (error) {
      log.error(`Message ${message.id}: its outcome could not be recorded: ${String(error)}`);
    }
  }

  async function tickOnce() {
    const now = clock.now();
    await sweepInterrupted(now);
    const { rows, held } = await claim(now);
    await Promise.all(rows.map((row) => sendOne(row, now)));
    return { claimed: rows.length, held };
  }

  const tick = () => {
    running ??= tickOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (ms: number, idleMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      tick().then(
        ({ claimed, held }) => schedule(claimed > 0 ? 0 : held ? 100 : idleMs, idleMs),
        (error: unknown) => {
          log.error(`The message queue could not be read: ${String(error)}`);
          schedule(idleMs * 5, idleMs);
        },
      );
    }, ms);
    timer.unref();
  };
  let idle = 1000;

  return {
    tick,
    async drain() {
      let total = 0;
      for (;;) {
        const { claimed } = await tick();
        if (claimed === 0) return total;
        total += claimed;
      }
    },
    start(idleMs = 1000) {
      idle = idleMs;
      stopped = false;
      schedule(0, idle);
    },
    wake() {
      if (!stopped && timer) schedule(0, idle);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
