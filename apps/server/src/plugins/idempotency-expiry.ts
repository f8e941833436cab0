import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { DailyJob } from '../lib/scheduler';

/**
 * How long a key is kept. A phone can hold a lead captured offline for days (a week in a dead zone,
 * a phone left off over a holiday) and still send it with the key made when it was saved: kept for
 * 30 days, a late repeat of a lead that was created is answered, never made twice.
 */
const KEPT_FOR = sql`interval '30 days'`;
/** Keys removed per statement: a short lock each, never one long delete. */
const BATCH = 5_000;

/** Removes the keys older than 30 days in batches on the `created_at` index; answers how many. */
export async function expireIdempotencyKeys(db: Database, signal?: AbortSignal): Promise<number> {
  let removed = 0;
  while (!signal?.aborted) {
    const result = await db.execute(
      sql`delete from idempotency_keys where ctid = any(array(
            select ctid from idempotency_keys where created_at < now() - ${KEPT_FOR} limit ${BATCH}))`,
    );
    removed += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < BATCH) break;
  }
  return removed;
}

/** The daily job that expires old keys (lib/scheduler: one process of however many runs it). */
export const idempotencyExpiryJob = (db: Database, timeZone: string): DailyJob => ({
  name: 'idempotency-keys',
  at: '03:40',
  timeZone,
  run: async (signal) =>
    `${await expireIdempotencyKeys(db, signal)} keys older than 30 days removed`,
});
