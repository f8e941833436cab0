import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, visits } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { apiColumns, isoTime } from '../../lib/api-columns';

/** A visit's first flag, or 'ok': the badge the screens show. */
export const visitFlagOf = sql<string>`coalesce(${visits.flags}[1], 'ok')`;

/** A lead's visits, newest first, under the API's names (the photo's key, for its signed URL). */
export const listLeadVisitRows = (db: Executor, leadId: number) =>
  db
    .select({
      ...apiColumns({
        id: visits.id,
        VisitedAt: isoTime(visits.visitedAt),
        DistanceM: visits.distanceM,
        Accuracy: visits.accuracy,
        Flag: visitFlagOf,
        Flags: visits.flags,
        UserId: visits.userId,
        UserName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      }),
      photoKey: visits.photoKey,
    })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .where(eq(visits.leadId, leadId))
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(200);

/** The stored key of a visit's photo, or null when it has none. */
export const findVisitPhotoKey = async (db: Executor, visitId: number) =>
  (await db.select({ key: visits.photoKey }).from(visits).where(eq(visits.id, visitId)).limit(1))[0]
    ?.key ?? null;

/** Of `keys`, those some visit refers to as its photo (for the sweep). */
export const findReferencedVisitPhotoKeys = async (db: Executor, keys: string[]) =>
  new Set(
    (
      await db
        .select({ key: visits.photoKey })
        .from(visits)
        .where(sql`${visits.photoKey} = any(${textArray(keys)})`)
    ).map((row) => row.key!),
  );

/**
 * A deleted lead's visits let go of their photos (the one change a visit ever takes): the keys,
 * for the caller to remove from storage once the deletion is committed.
 */
export const releaseVisitPhotos = async (db: Executor, leadId: number) =>
  (
    await db.execute<{ key: string }>(sql`
      update ${visits} set photo_key = null
      from (select id, photo_key from ${visits}
            where lead_id = ${leadId} and photo_key is not null for update) as old
      where ${visits.id} = old.id
      returning old.photo_key as key`)
  ).rows.map((row) => row.key);
