import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { USER_STATUS, type Language, type UserPick, type UserRecord } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { withPage, type PageWindow } from '../../lib/paging';
import { cities, states, users } from '../../db/schema';
import { countWhere, equalsIfGiven } from '../../lib/rows';

export type NewUser = typeof users.$inferInsert;

export const insertUser = async (db: Executor, values: NewUser) =>
  (await db.insert(users).values(values).returning({ id: users.id }))[0]!.id;

export const updateUserStatus = (db: Executor, id: number, status: number) =>
  db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id));

/** The screens' language the user chose (issue 45). */
export const updateUserLanguage = (db: Executor, id: number, language: Language) =>
  db.update(users).set({ language }).where(eq(users.id, id));

export const findUserIdByEmail = async (db: Executor, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]?.id;

/** The e-mail of the account with this mobile number, if any. */
export const findEmailByMobile = async (db: Executor, mobileNo: string) =>
  (
    await db.select({ email: users.email }).from(users).where(eq(users.mobileNo, mobileNo)).limit(1)
  )[0]?.email;

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
  Waiting: sql<boolean>`${users.approvedAt} is null`,
};

/** Which users a list covers: one by id, only active ones for staff pickers, a search. */
export interface UserFilter {
  id?: number;
  activeOnly: boolean;
  /** Part of a name, an e-mail or a mobile number. */
  search?: string;
}

const userConditions = (filter: UserFilter) => {
  const term = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    equalsIfGiven(users.id, filter.id),
    filter.activeOnly ? eq(users.status, USER_STATUS.active) : undefined,
    term
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          ilike(users.email, term),
          ilike(users.mobileNo, term),
        )
      : undefined,
  );
};

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];
/** The administrator's list: sign-ups waiting for approval first, so they are seen. */
const waitingFirst = [sql`${users.approvedAt} is null desc`, ...byName];

export const listUserRecords = (
  db: Executor,
  filter: UserFilter,
  page?: PageWindow,
): Promise<UserRecord[]> =>
  withPage(
    db
      .select(userRecordColumns)
      .from(users)
      .leftJoin(cities, eq(cities.id, users.cityId))
      .leftJoin(states, eq(states.id, cities.stateId))
      .where(userConditions(filter))
      .orderBy(...waitingFirst)
      .$dynamic(),
    page,
  );

export const listUserPicks = (
  db: Executor,
  filter: UserFilter,
  page?: PageWindow,
): Promise<UserPick[]> =>
  withPage(
    db
      .select({
        id: users.id,
        FirstName: users.firstName,
        LastName: users.lastName,
        Status: users.status,
      })
      .from(users)
      .where(userConditions(filter))
      .orderBy(...byName)
      .$dynamic(),
    page,
  );

export const countUsers = (db: Executor, filter: UserFilter): Promise<number> =>
  countWhere(db, users, userConditions(filter));

/** Exactly one administrator: the account with ADMIN_EMAIL. */
export async function setSoleAdmin(db: Executor, adminId: number): Promise<void> {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  await db
    .update(users)
    .set({ role: 'staff' })
    .where(and(ne(users.id, adminId), eq(users.role, 'admin')));
}

export const findUserById = async (db: Executor, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Which of `email` and `mobileNo` another user than `id` already has. */
export async function takenByOthers(db: Executor, id: number, email: string, mobileNo: string) {
  const rows = await db
    .select({ email: users.email, mobileNo: users.mobileNo })
    .from(users)
    .where(and(ne(users.id, id), or(eq(users.email, email), eq(users.mobileNo, mobileNo))));
  return {
    email: rows.some((row) => row.email === email),
    mobileNo: rows.some((row) => row.mobileNo === mobileNo),
  };
}

export const updateUserRecord = (db: Executor, id: number, values: Partial<NewUser>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
