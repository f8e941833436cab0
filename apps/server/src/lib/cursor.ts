import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { poolSizeOf, type Database } from '../db/client';
import { ReportQueue } from './report-queue';

/**
 * The share of a pool's connections that long reads (reports and exports, each holding one
 * connection for as long as its file streams) may take at once: the rest always serve ordinary
 * calls, however many reports run. With the default pool of 10: 3.
 */
export const STREAM_SHARE = 0.3;

const turnsOf = new WeakMap<Database, ReportQueue>();

/** The streams' turns of `db`'s pool: STREAM_SHARE of its connections, at least one. */
export function streamTurnsOf(db: Database): ReportQueue {
  let turns = turnsOf.get(db);
  if (!turns) {
    // Any number wait: a stream is never turned away, it waits for a connection of its share.
    turns = new ReportQueue(Math.max(1, Math.floor(poolSizeOf(db) * STREAM_SHARE)), Infinity);
    turnsOf.set(db, turns);
  }
  return turns;
}

/**
 * Every row of `query` (a drizzle select, or raw SQL), `batchSize` at a time, from a server-side
 * cursor: the whole result is never in memory. Runs in its own read-only transaction (a cursor
 * lives in one), under a name of its own so that any number of exports can run at once; `onBatch`
 * may wait (back-pressure). Rows come back under their SQL names: select with lib/api-columns so
 * they are the API's names. It waits for one of the pool's stream turns (`streamTurnsOf`) first,
 * so reports and exports never take the connections ordinary calls need.
 */
export async function forEachCursorBatch<Row>(
  db: Database,
  query: SQLWrapper,
  batchSize: number,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  const giveBack = await streamTurnsOf(db).acquire();
  try {
    await readCursor(db, query, batchSize, onBatch);
  } finally {
    giveBack();
  }
}

async function readCursor<Row>(
  db: Database,
  query: SQLWrapper,
  batchSize: number,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  const cursor = sql.raw(`cursor_${randomUUID().replace(/-/g, '')}`);
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare ${cursor} no scroll cursor for ${query.getSQL()}`);
      const fetchBatch = () => {
        // drizzle's query runs each time it is awaited: one promise of it, awaited once below.
        const batch = Promise.resolve(
          tx.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`),
        );
        batch.catch(() => undefined); // a failure while onBatch works is not left unhandled
        return batch;
      };
      // The next batch is asked for before this one is handed on: PostgreSQL reads it while
      // `onBatch` works (or waits on its reader).
      let next = fetchBatch();
      try {
        for (;;) {
          const { rows } = await next;
          const more = rows.length === batchSize;
          if (more) next = fetchBatch();
          if (rows.length > 0) await onBatch(rows as Row[]);
          if (!more) break;
        }
      } catch (error) {
        await next.catch(() => undefined);
        throw error;
      }
      await tx.execute(sql`close ${cursor}`);
    },
    { accessMode: 'read only' },
  );
}
