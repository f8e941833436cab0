import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

/** One round trip to the database. */
export const pingDatabase = async (db: Executor) => {
  await db.execute(sql`select 1`);
};

/** A daily job's last runs (lib/scheduler), or null before its first. */
export const findJobRun = async (db: Executor, name: string) =>
  (
    await db
      .select({
        lastSuccessAt: scheduledJobs.lastSuccessAt,
        failingSince: scheduledJobs.failingSince,
      })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, name))
  )[0] ?? null;
