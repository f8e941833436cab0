import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Every row of `query` (a drizzle select, or raw SQL), `batchSize` at a time, from a server-side
 * cursor: the whole result is never in memory. Runs in its own read-only transaction (a cursor
 * lives in one), under a name of its own so that any number of exports can run at once; `onBatch`
 * may wait (back-pressure). Rows come back under their SQL names: select with lib/api-columns so
 * they are the API's names.
 */
export async function forEachCursorBatch<Row>(
  db: Database,
  query: SQLWrapper,
  batchSize: number,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  const cursor = sql.raw(`cursor_${randomUUID().replace(/-/g, '')}`);
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare ${cursor} no scroll cursor for ${query.getSQL()}`);
      for (;;) {
        const { rows } = await tx.execute(
          sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`,
        );
        if (rows.length === 0) break;
        await onBatch(rows as Row[]);
        if (rows.length < batchSize) break;
      }
      await tx.execute(sql`close ${cursor}`);
    },
    { accessMode: 'read only' },
  );
}
