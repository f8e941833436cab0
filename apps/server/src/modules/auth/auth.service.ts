import { authMessages, type SignInInput, type SignedInUser } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { AppError, tooManyRequests } from '../../lib/errors';
import { cachePerDatabase } from '../../lib/notified-cache';
import { hashToken, newToken, verifySecret } from '../../lib/secrets';
import * as repo from './auth.repository';
import { isRestrictedAccount } from '../users';

/**
 * Sign-in throttling (docs/decisions.md, ASVS 6.1.1 / 6.3.1): failures count per account and
 * address. The first LOGIN_FAILURE_LIMIT cost nothing; after them each attempt from that address
 * must wait a delay that doubles with every further failure (5 s, 10 s, 20 s … at most 15 minutes).
 * The account as a whole is never locked: its owner signs in from another address at once.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_DELAY_BASE_SECONDS = 5;
export const LOGIN_DELAY_MAX_SECONDS = 15 * 60;

/** The wait required after `failures` earlier failures of one account from one address. */
export const loginDelaySeconds = (failures: number) =>
  failures < LOGIN_FAILURE_LIMIT
    ? 0
    : Math.min(
        LOGIN_DELAY_BASE_SECONDS * 2 ** Math.min(failures - LOGIN_FAILURE_LIMIT, 20),
        LOGIN_DELAY_MAX_SECONDS,
      );
/** Compared against when the e-mail is unknown, so both paths cost one Argon2 verify. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$mbmfymbIvL6idQWH1CqBHg$5P+mLBnjrifhKyIF/CfEoU1rJQdWd0codlwmFFJ7YzY';

export async function issueToken(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ctx.config.TOKEN_TTL_HOURS * 3_600_000);
  await repo.insertToken(ctx.db, userId, hashToken(token), expiresAt);
  return token;
}

export async function login(
  ctx: AppContext,
  input: SignInInput,
  address: string,
): Promise<SignedInUser> {
  // The attempt is counted as a failure before the password is checked, so a burst of parallel
  // guesses cannot all slip under the limit; refused attempts count too (a guesser who keeps
  // hammering only lengthens its own wait), and only a right password clears the count.
  await repo.recordLoginFailure(ctx.db, input.Email, address);
  const { failures, secondsSincePrevious } = await repo.loginFailuresFrom(
    ctx.db,
    input.Email,
    address,
    LOGIN_FAILURE_WINDOW_MINUTES,
  );
  const wait = loginDelaySeconds(failures - 1) - (secondsSincePrevious ?? Infinity);
  if (wait > 0) throw tooManyRequests(authMessages.tooManyLoginFailures, wait);
  const user = await repo.findUserByEmail(ctx.db, input.Email);
  const passwordMatches = await verifySecret(user?.passwordHash ?? DUMMY_HASH, input.Password);
  if (!user || !passwordMatches) throw new AppError(401, authMessages.loginFailed);
  if (user.status !== 1)
    throw new AppError(
      403,
      user.approvedAt === null ? authMessages.accountWaiting : authMessages.accountInactive,
    );
  await repo.clearLoginFailures(ctx.db, input.Email, address);
  return {
    id: user.id,
    ApiToken: await issueToken(ctx, user.id),
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    MobileNo: user.mobileNo,
    Status: user.status,
    IsAdmin: user.role === 'admin',
    IsRestricted: isRestrictedAccount(ctx.config, user.email),
    Language: user.language,
  };
}

/** Sign-out revokes the bearer token and every OYToken issued with it, in one transaction. */
export async function logout(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const tokenId = await repo.revokeToken(tx, hashToken(token));
    if (tokenId !== undefined) await ctx.companion.revokeTokensIssuedWith(tx, tokenId);
  });
}

type AuthUserRow = Omit<AuthUser, 'isAdmin'> & { role: 'admin' | 'staff' };
const toAuthUser = (row: AuthUserRow | undefined): AuthUser | null => {
  if (!row) return null;
  const { role, ...user } = row;
  return { ...user, isAdmin: role === 'admin' };
};

/**
 * Sessions found from bearer tokens, per process: every signed-in request needs one, and tokens
 * change rarely. A trigger on api_tokens and users notifies 'auth_changed' (sign-out,
 * deactivation, any edit of a user), which empties the cache at once in this process and within
 * milliseconds in any other on the same database (docs/decisions.md). One of several processes
 * (SEVERAL_PROCESSES) reads every session from the database instead.
 */
const sessionCacheOf = cachePerDatabase<{ user: AuthUser; tokenId: number }>({
  channel: 'auth_changed',
  maxAgeMs: 60_000,
  maxEntries: 10_000,
});

/** The active user behind a live main-API token, and the token's id; null when there is none. */
export async function findSession(
  ctx: AppContext,
  token: string,
): Promise<{ user: AuthUser; tokenId: number } | null> {
  const tokenHash = hashToken(token);
  // One of several processes keeps no session in memory: another process's sign-out would reach
  // it a few milliseconds late (its notification), and a revoked token must be refused at once.
  if (ctx.config.SEVERAL_PROCESSES) {
    const row = await repo.findActiveUserByTokenHash(ctx.db, tokenHash);
    return row ? toSession(row) : null;
  }
  const cache = sessionCacheOf(ctx.db);
  const cached = cache.get(tokenHash, ctx.clock.now().getTime());
  if (cached !== undefined) return cached;
  const generation = cache.generation;
  const row = await repo.findActiveUserByTokenHash(ctx.db, tokenHash);
  const session = row ? toSession(row) : null;
  if (session)
    cache.set(tokenHash, session, row!.expiresAt.getTime(), generation, ctx.clock.now().getTime());
  return session;
}

const toSession = ({ tokenId, expiresAt: _expiresAt, ...user }: repo.SessionRow) => ({
  user: toAuthUser(user)!,
  tokenId,
});

/** The active user behind a live main-API token, or null. */
export const findUserByToken = async (ctx: AppContext, token: string) =>
  (await findSession(ctx, token))?.user ?? null;

/** Whether a main-API token (by id) is still live: an OYToken lives only as long as its token. */
export const isSessionLive = (ctx: AppContext, tokenId: number) =>
  repo.isTokenLive(ctx.db, tokenId);

/** An active user by id, or null (inactive users count as gone). */
export const findActiveUser = async (ctx: AppContext, id: number) =>
  toAuthUser(await repo.findActiveUserById(ctx.db, id));
