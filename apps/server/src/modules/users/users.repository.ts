import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { UserPick, UserRecord } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { cities, states, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export const insertUser = async (db: Executor, values: NewUser) =>
  (await db.insert(users).values(values).returning({ id: users.id }))[0]!.id;

export const findUserIdByEmail = async (db: Executor, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]?.id;

const userRecordColumns = {
  id: users.id,
  FirstName: users.firstName,
  LastName: users.lastName,
  Email: users.email,
  MobileNo: users.mobileNo,
  Address: users.address,
  CityId: users.cityId,
  CityName: cities.name,
  StateName: states.name,
  Pincode: users.pincode,
  Status: users.status,
  OYComm1: users.oyComm1,
  OYComm2: users.oyComm2,
  IsAdmin: sql<boolean>`${users.role} = 'admin'`,
};

export async function listUserRecords(
  db: Executor,
  filter: { id?: number; limit?: number; offset?: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = filter.id === undefined ? undefined : eq(users.id, filter.id);
  const query = db
    .select(userRecordColumns)
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const rows = await (filter.limit === undefined
    ? query
    : query.limit(filter.limit).offset(filter.offset ?? 0));
  const total = (await db.select({ value: count() }).from(users).where(where))[0]?.value ?? 0;
  return { rows, total };
}

export const listActiveUserPicks = (db: Executor): Promise<UserPick[]> =>
  db
    .select({ id: users.id, FirstName: users.firstName, LastName: users.lastName, Status: users.status })
    .from(users)
    .where(eq(users.status, 1))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Exactly one administrator: the account with ADMIN_EMAIL. */
export async function setSoleAdmin(db: Executor, adminId: number): Promise<void> {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  await db
    .update(users)
    .set({ role: 'staff' })
    .where(and(ne(users.id, adminId), eq(users.role, 'admin')));
}
