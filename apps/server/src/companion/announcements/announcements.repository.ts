import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, pushOutbox } from '../../db/schema';
import { apiColumns, isoTime } from '../../lib/api-columns';
import { equalsIfGiven } from '../../lib/rows';

export async function insertAnnouncement(
  db: Executor,
  values: typeof announcements.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  await db.insert(pushOutbox).values({ announcementId: row!.id, audience: values.sentTo });
  return row!.id;
}

/** Unsent outbox rows with what they carry, oldest first (those of `announcementId` only, if given). */
export const unsentPushes = (db: Executor, announcementId?: number) =>
  db
    .select({
      id: pushOutbox.id,
      audience: pushOutbox.audience,
      title: announcements.title,
      body: announcements.body,
    })
    .from(pushOutbox)
    .innerJoin(announcements, eq(announcements.id, pushOutbox.announcementId))
    .where(
      and(
        isNull(pushOutbox.sentAt),
        lt(pushOutbox.attempts, 10),
        equalsIfGiven(pushOutbox.announcementId, announcementId),
      ),
    )
    .orderBy(pushOutbox.id);

export const markPushSent = (db: Executor, id: number) =>
  db
    .update(pushOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${pushOutbox.attempts} + 1`, lastError: null })
    .where(eq(pushOutbox.id, id));

export const markPushFailed = (db: Executor, id: number, error: string) =>
  db
    .update(pushOutbox)
    .set({ attempts: sql`${pushOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(pushOutbox.id, id));

const a = announcements;
/** The newest announcements first; Delivered 1 once the push service took every row. */
export const listAnnouncements = (db: Executor, limit: number) =>
  db
    .select(
      apiColumns({
        id: a.id,
        Title: a.title,
        Body: a.body,
        SentTo: a.sentTo,
        CreatedAt: isoTime(a.createdAt),
        Delivered: sql<number>`(not exists (select 1 from ${pushOutbox} o where o.announcement_id = ${a.id} and o.sent_at is null))::int`,
      }),
    )
    .from(a)
    .orderBy(desc(a.id))
    .limit(limit);
