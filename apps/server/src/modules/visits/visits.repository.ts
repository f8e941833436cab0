import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads, visits } from '../../db/schema';
import { apiColumns, isoTime } from '../../lib/api-columns';
import { visitFlagOf as flagOf } from '../leads';

export type NewVisit = typeof visits.$inferInsert;

export const insertVisit = async (db: Executor, values: NewVisit) =>
  (await db.insert(visits).values(values).returning({ id: visits.id }))[0]!.id;

/** The employee's latest visits before `before`, newest first: what the fake checks compare. */
export const lastVisitsOf = (db: Executor, userId: number, before: Date, count: number) =>
  db
    .select({
      latitude: visits.latitude,
      longitude: visits.longitude,
      accuracy: visits.accuracy,
      visitedAt: visits.visitedAt,
    })
    .from(visits)
    .where(and(eq(visits.userId, userId), lt(visits.visitedAt, before)))
    .orderBy(desc(visits.visitedAt))
    .limit(count);

/**
 * One employee's visits on a business `day` in `timeZone`, in time order, with the lead's company
 * (and the photo's key, for its signed URL).
 */
export const listDayVisits = (db: Executor, userId: number, day: string, timeZone: string) =>
  db
    .select({
      ...apiColumns({
        VisitId: visits.id,
        VisitedAt: isoTime(visits.visitedAt),
        LeadId: visits.leadId,
        CompanyName: leads.companyName,
        Latitude: visits.latitude,
        Longitude: visits.longitude,
        DistanceM: visits.distanceM,
        Accuracy: visits.accuracy,
        Flag: flagOf,
      }),
      photoKey: visits.photoKey,
    })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .where(
      and(
        eq(visits.userId, userId),
        gte(visits.visitedAt, sql`(${day}::date)::timestamp at time zone ${timeZone}`),
        lt(visits.visitedAt, sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`),
      ),
    )
    .orderBy(asc(visits.visitedAt), asc(visits.id))
    .limit(1000);
