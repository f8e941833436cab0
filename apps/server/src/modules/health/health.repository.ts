import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** One round trip to the database. */
export const pingDatabase = async (db: Executor) => {
  await db.execute(sql`select 1`);
};
