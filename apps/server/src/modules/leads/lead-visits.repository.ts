import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, visits } from '../../db/schema';
import { apiColumns, isoTime } from '../../lib/api-columns';

/** A visit's first flag, or 'ok': the badge the screens show. */
export const visitFlagOf = sql<string>`coalesce(${visits.flags}[1], 'ok')`;

/** A lead's visits, newest first, under the API's names. */
export const listLeadVisitRows = (db: Executor, leadId: number) =>
  db
    .select(
      apiColumns({
        id: visits.id,
        VisitedAt: isoTime(visits.visitedAt),
        DistanceM: visits.distanceM,
        Accuracy: visits.accuracy,
        Flag: visitFlagOf,
        Flags: visits.flags,
        UserId: visits.userId,
        UserName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      }),
    )
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .where(eq(visits.leadId, leadId))
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(200);
