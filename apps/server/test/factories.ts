import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { apiTokens } from '../src/db/schema';
import type { AppContext } from '../src/context';
import { issueToken } from '../src/modules/auth/auth.service';
import { hashSecret } from '../src/lib/secrets';
import { insertUser } from '../src/modules/users/users.repository';
import { ADMIN, createTestApp, type Headers, type TestApp } from './app';
import { findUserIdByEmail } from '../src/modules/users/users.repository';

let sequence = 0;
const uniqueMobile = () => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  mobileNo: string;
  token: string;
}

/** A staff account with a live token; `status: 0` makes it inactive. */
export async function createStaffUser(
  ctx: AppContext,
  overrides: { firstName?: string; status?: number; password?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = `staff${sequence}.${randomInt(0, 1e9)}@yaar.test`;
  const password = overrides.password ?? 'staff-password-1';
  const mobileNo = uniqueMobile();
  const id = await insertUser(ctx.db, {
    firstName: overrides.firstName ?? `Staff${sequence}`,
    lastName: 'Tester',
    email,
    mobileNo,
    passwordHash: await hashSecret(password),
    status: overrides.status ?? 1,
  });
  return { id, email, password, mobileNo, token: await issueToken(ctx, id) };
}

/** The administrator created at start-up, with a fresh token. */
export async function adminUser(ctx: AppContext): Promise<TestUser> {
  const id = (await findUserIdByEmail(ctx.db, ADMIN.email))!;
  return { id, ...ADMIN, mobileNo: ADMIN.mobile, token: await issueToken(ctx, id) };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/**
 * The OYToken the companion API issues to `user` (full scope for the administrator, offers-only
 * for staff), as the back office gets it after signing in.
 */
export async function companionBearer(t: Pick<TestApp, 'inject'>, user: { token: string }) {
  const response = await t.inject({
    method: 'POST',
    url: '/oyaar-api/login',
    headers: bearer(user),
  });
  if (response.statusCode !== 200) throw new Error(`companion login: ${response.statusCode}`);
  const token = response.json<{ data: { Token: string }[] }>().data[0]!.Token;
  return { authorization: `Bearer ${token}` };
}

/** A test app with its administrator, for a file's `beforeAll`. */
export async function appWithAdmin() {
  const t = await createTestApp();
  return { t, admin: await adminUser(t.ctx) };
}

/** A test app with its administrator and one staff member, for a file's `beforeAll`. */
export async function appWithAdminAndStaff(staffOptions?: Parameters<typeof createStaffUser>[1]) {
  const t = await createTestApp();
  return { t, admin: await adminUser(t.ctx), staff: await createStaffUser(t.ctx, staffOptions) };
}

/** A test app with its administrator and the administrator's OYToken, for a file's `beforeAll`. */
export async function appWithCompanionAdmin(): Promise<{
  t: TestApp;
  adminAccount: TestUser;
  admin: Headers;
}> {
  const t = await createTestApp();
  const adminAccount = await adminUser(t.ctx);
  return { t, adminAccount, admin: await companionBearer(t, adminAccount) };
}

/**
 * The tokens a companion admin route refuses: staff's offers-only OYToken (403) and the main
 * API's token (401).
 */
export async function refusedCompanionTokens(t: TestApp) {
  return {
    staffOYToken: await companionBearer(t, await createStaffUser(t.ctx)),
    mainToken: bearer(await adminUser(t.ctx)),
  };
}

/** Ends every token of `userId` a second ago, as time would. */
export const expireTokensOf = (ctx: AppContext, userId: number) =>
  ctx.db
    .update(apiTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(apiTokens.userId, userId));
