import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiTokens, loginFailures, users } from '../../db/schema';

export const findUserByEmail = async (db: Executor, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

export const findUserByMobile = async (db: Executor, mobileNo: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.mobileNo, mobileNo)).limit(1))[0];

export const insertToken = (db: Executor, userId: number, tokenHash: string, expiresAt: Date) =>
  db.insert(apiTokens).values({ userId, tokenHash, expiresAt });

/** Revokes one token; answers its id (undefined when unknown or already revoked). */
export const revokeToken = async (db: Executor, tokenHash: string) =>
  (
    await db
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id })
  )[0]?.id;

/** Whether the token with this id is neither revoked nor expired. */
export const isTokenLive = async (db: Executor, id: number) =>
  (
    await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(
        and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)),
      )
      .limit(1)
  ).length > 0;

const authUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  mobileNo: users.mobileNo,
  role: users.role,
};

export const findActiveUserById = async (db: Executor, id: number) =>
  (
    await db
      .select(authUserColumns)
      .from(users)
      .where(and(eq(users.id, id), eq(users.status, 1)))
      .limit(1)
  )[0];

/**
 * The lookup every signed-in request makes, prepared once per database handle (a named statement:
 * neither drizzle nor PostgreSQL builds or plans it again per request).
 */
const tokenLookups = new WeakMap<Executor, ReturnType<typeof prepareTokenLookup>>();
const prepareTokenLookup = (db: Executor) =>
  db
    .select({ ...authUserColumns, tokenId: apiTokens.id, expiresAt: apiTokens.expiresAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        eq(users.status, 1),
      ),
    )
    .limit(1)
    .prepare('auth_user_by_token_hash');

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findActiveUserByTokenHash>>>;

/** The active user behind a live token (and the token's id and expiry), or undefined. */
export async function findActiveUserByTokenHash(db: Executor, tokenHash: string) {
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = prepareTokenLookup(db)));
  return (await lookup.execute({ tokenHash }))[0];
}

export const recordLoginFailure = (db: Executor, email: string, address: string) =>
  db.insert(loginFailures).values({ email: email.toLowerCase(), address });

/**
 * Failures of one account from one address within the last `minutes` (the attempt just recorded
 * included), and the seconds since the one before the newest.
 */
export async function loginFailuresFrom(
  db: Executor,
  email: string,
  address: string,
  minutes: number,
): Promise<{ failures: number; secondsSincePrevious: number | null }> {
  const { rows } = await db.execute<{ failures: number; since_previous: string | null }>(sql`
    select count(*)::int as failures,
           extract(epoch from now() - (array_agg(created_at order by created_at desc))[2])
             as since_previous
    from ${loginFailures}
    where ${loginFailures.email} = ${email.toLowerCase()} and ${loginFailures.address} = ${address}
      and ${loginFailures.createdAt} > now() - make_interval(mins => ${minutes})`);
  const row = rows[0];
  return {
    failures: row?.failures ?? 0,
    secondsSincePrevious: row?.since_previous == null ? null : Number(row.since_previous),
  };
}

/** A right password clears the failures of that account from that address only. */
export const clearLoginFailures = (db: Executor, email: string, address: string) =>
  db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email.toLowerCase()), eq(loginFailures.address, address)));
