import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities, leadStatuses, leads, states, users } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { leadIdentityColumns } from './leads-list.repository';
import { equalsIfGiven } from '../../lib/rows';

export type NewLead = typeof leads.$inferInsert;
export type LeadChanges = Partial<
  Omit<NewLead, 'id' | 'userId' | 'createdAt' | 'deletedAt' | 'deletedBy'>
>;

/**
 * Which leads a query may touch: `ownerId` limits it to one employee's (staff, restricted
 * accounts); undefined means every live lead (the administrator). Deleted leads are never touched.
 */
export interface LeadScope {
  ownerId?: number;
}

const inScope = (id: number, scope: LeadScope): SQL =>
  and(eq(leads.id, id), isNull(leads.deletedAt), equalsIfGiven(leads.userId, scope.ownerId))!;

const stateColumns = {
  id: leads.id,
  userId: leads.userId,
  statusId: leads.statusId,
  nextDate: leads.nextDate,
  location: leads.location,
  hoardingKey: leads.hoardingKey,
  vFrontKey: leads.vFrontKey,
  vBackKey: leads.vBackKey,
};

/** The live lead `id` within `scope`, locked for the rest of the transaction when `lock` is set. */
export async function findLeadState(db: Executor, id: number, scope: LeadScope, lock = false) {
  const query = db.select(stateColumns).from(leads).where(inScope(id, scope)).limit(1);
  return (await (lock ? query.for('update') : query))[0];
}
export type LeadState = NonNullable<Awaited<ReturnType<typeof findLeadState>>>;

export const insertLead = async (db: Executor, values: NewLead) =>
  (await db.insert(leads).values(values).returning({ id: leads.id }))[0]!.id;

/** Changes a live lead within `scope`; false when there was none to change. */
export const updateLead = async (
  db: Executor,
  id: number,
  scope: LeadScope,
  changes: LeadChanges,
) =>
  (
    await db
      .update(leads)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(inScope(id, scope))
      .returning({ id: leads.id })
  ).length > 0;

export const transferLeadOwner = async (
  db: Executor,
  id: number,
  scope: LeadScope,
  userId: number,
) =>
  (
    await db
      .update(leads)
      .set({ userId, updatedAt: sql`now()` })
      .where(inScope(id, scope))
      .returning({ id: leads.id })
  ).length > 0;

export const softDeleteLead = async (db: Executor, id: number, scope: LeadScope, actorId: number) =>
  (
    await db
      .update(leads)
      .set({ deletedAt: sql`now()`, deletedBy: actorId, updatedAt: sql`now()` })
      .where(inScope(id, scope))
      .returning({ deletedAt: leads.deletedAt })
  )[0]?.deletedAt;

/** The live lead holding `mobileNo`, other than `exceptId`. */
export const findLiveLeadIdByMobile = async (db: Executor, mobileNo: string, exceptId?: number) =>
  (
    await db
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.mobileNo, mobileNo),
          isNull(leads.deletedAt),
          exceptId === undefined ? undefined : ne(leads.id, exceptId),
        ),
      )
      .limit(1)
  )[0]?.id;

const detailColumns = {
  ...leadIdentityColumns,
  GSTNo: leads.gstNo,
  BusinessType: leads.businessType,
  Address: leads.address,
  CityId: leads.cityId,
  CityName: cities.name,
  StateName: states.name,
  Pincode: leads.pincode,
  Product: leads.product,
  EntryDate: leads.entryDate,
  NextDate: leads.nextDate,
  Requirements: leads.requirements,
  Location: leads.location,
  LocationAccuracy: leads.locationAccuracy,
  LocationTakenAt: leads.locationTakenAt,
  RefMobileNo: leads.refMobileNo,
  hoardingKey: leads.hoardingKey,
  vFrontKey: leads.vFrontKey,
  vBackKey: leads.vBackKey,
  status: {
    MainStatus: leadStatuses.mainStatus,
    SubStatus: leadStatuses.subStatus,
    StatusId: leadStatuses.id,
  },
};

export const findLeadDetailRow = async (db: Executor, id: number, scope: LeadScope) =>
  (
    await db
      .select(detailColumns)
      .from(leads)
      .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
      .innerJoin(users, eq(users.id, leads.userId))
      .leftJoin(cities, eq(cities.id, leads.cityId))
      .leftJoin(states, eq(states.id, cities.stateId))
      .where(inScope(id, scope))
      .limit(1)
  )[0];
export type LeadDetailRow = NonNullable<Awaited<ReturnType<typeof findLeadDetailRow>>>;

/** Of `keys`, those some lead (live or deleted) refers to as one of its files. */
export async function findReferencedFileKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  // One pass over the leads for a whole batch of keys.
  const { rows } = await db.execute<{ key: string }>(sql`
    select distinct file.key
    from ${leads},
      unnest(array[${leads.hoardingKey}, ${leads.vFrontKey}, ${leads.vBackKey}]) as file(key)
    where file.key = any(${textArray(keys)})`);
  return new Set(rows.map((row) => row.key));
}

/**
 * A live or deleted lead's fields as its screen shows them, under their API names: the city and the
 * status by name, the next date as DD-MM-YYYY. An update's timeline event is the difference of two
 * of these, read before and after it in its transaction.
 */
export const findLeadShown = async (db: Executor, id: number) =>
  (
    await db
      .select({
        MobileNo: leads.mobileNo,
        CompanyName: leads.companyName,
        BusinessType: leads.businessType,
        OwnerName: leads.ownerName,
        GSTNo: leads.gstNo,
        Address: leads.address,
        CityId: sql<string>`coalesce(${cities.name}, '')`,
        Pincode: leads.pincode,
        Product: leads.product,
        StatusId: sql<string>`${leadStatuses.mainStatus} || ' / ' || ${leadStatuses.subStatus}`,
        RefMobileNo: leads.refMobileNo,
        NextDate: sql<string>`coalesce(to_char(${leads.nextDate}, 'DD-MM-YYYY'), '')`,
        Requirements: leads.requirements,
        Location: leads.location,
      })
      .from(leads)
      .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
      .leftJoin(cities, eq(cities.id, leads.cityId))
      .where(eq(leads.id, id))
      .limit(1)
  )[0];
