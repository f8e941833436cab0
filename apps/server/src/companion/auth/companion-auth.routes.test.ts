import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type ApiEnvelope, type CompanionToken } from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, expireTokensOf } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import { apiTokens, companionTokens, users } from '../../db/schema';
import { setUserStatus } from '../../modules/users/users.service';
import { findCompanionCaller } from './companion-auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const companionLogin = (authorization?: string) =>
  t.inject({
    method: 'POST',
    url: '/oyaar-api/login',
    payload: { MobileNo: ADMIN.mobile },
    headers: authorization === undefined ? {} : { authorization },
  });
const tokenOf = async (authorization: string) => {
  const response = await companionLogin(authorization);
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<CompanionToken[]>>().data![0]!;
};
const expectUnauthorized = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
};

describe('POST /oyaar-api/login', () => {
  it('needs a main-API bearer token', async () => {
    expectUnauthorized(await companionLogin());
  });

  it('gives the administrator a full-scope OYToken', async () => {
    const admin = await adminUser(t.ctx);
    const response = await companionLogin(bearer(admin).authorization);
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<CompanionToken[]>>();
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data![0]!.Scope).toBe('full');
    expect(body.data![0]!.Token).toMatch(/^[\w-]{43}$/);
    expect(body.data![0]!.Token).not.toBe(admin.token);
  });

  it('gives other staff an offers-only OYToken', async () => {
    const staff = await createStaffUser(t.ctx);
    expect((await tokenOf(bearer(staff).authorization)).Scope).toBe('offers');
  });

  it('answers without a body too (MobileNo is optional)', async () => {
    const admin = await adminUser(t.ctx);
    const response = await t.inject({
      method: 'POST',
      url: '/oyaar-api/login',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
  });

  it('issues a new token each time and stores only its hash', async () => {
    const admin = await adminUser(t.ctx);
    const first = await tokenOf(bearer(admin).authorization);
    const second = await tokenOf(bearer(admin).authorization);
    expect(first.Token).not.toBe(second.Token);
    const rows = await t.ctx.db
      .select()
      .from(companionTokens)
      .where(eq(companionTokens.backOfficeUserId, admin.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.tokenHash).not.toContain(first.Token);
      expect(row.tokenHash).not.toContain(second.Token);
    }
  });

  it('refuses a garbage token and another scheme', async () => {
    expectUnauthorized(await companionLogin('Bearer garbage-token'));
    expectUnauthorized(await companionLogin(`Basic ${Buffer.from('a:b').toString('base64')}`));
  });

  it('refuses a revoked (signed-out) token', async () => {
    const staff = await createStaffUser(t.ctx);
    expect((await t.inject({ url: '/api/logout', headers: bearer(staff) })).statusCode).toBe(200);
    expectUnauthorized(await companionLogin(bearer(staff).authorization));
  });

  it('refuses an expired token', async () => {
    const staff = await createStaffUser(t.ctx);
    await expireTokensOf(t.ctx, staff.id);
    expectUnauthorized(await companionLogin(bearer(staff).authorization));
  });

  it('refuses the token of a deactivated user', async () => {
    const staff = await createStaffUser(t.ctx);
    await t.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, staff.id));
    expectUnauthorized(await companionLogin(bearer(staff).authorization));
  });

  it('does not take an OYToken in place of a main-API token, on either API', async () => {
    const admin = await adminUser(t.ctx);
    const { Token } = await tokenOf(bearer(admin).authorization);
    expectUnauthorized(await companionLogin(`Bearer ${Token}`));
    expectUnauthorized(
      await t.inject({ url: '/api/users-list', headers: { authorization: `Bearer ${Token}` } }),
    );
  });
});

describe('OYToken lifecycle', () => {
  it('deactivation revokes both tokens whatever sets the status (the database sees to it)', async () => {
    const staff = await createStaffUser(t.ctx);
    const { Token } = await tokenOf(bearer(staff).authorization);
    await t.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, staff.id));
    await t.ctx.db.update(users).set({ status: 1 }).where(eq(users.id, staff.id));
    expectUnauthorized(await t.inject({ url: '/api/users-list', headers: bearer(staff) }));
    expect(await findCompanionCaller(t.ctx, Token)).toBeNull();
    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, staff.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  const oyTokenWorks = async (token: string) => (await findCompanionCaller(t.ctx, token)) !== null;

  it('signing out revokes the OYToken issued with that session, and only that one', async () => {
    const admin = await adminUser(t.ctx);
    const otherSession = await adminUser(t.ctx);
    const mine = await tokenOf(bearer(admin).authorization);
    const theirs = await tokenOf(bearer(otherSession).authorization);
    expect(await oyTokenWorks(mine.Token)).toBe(true);

    const logout = await t.inject({ url: '/api/logout', headers: bearer(admin) });
    expect(logout.statusCode).toBe(200);
    expect(await oyTokenWorks(mine.Token)).toBe(false);
    expect(await oyTokenWorks(theirs.Token)).toBe(true);
  });

  it('deactivating a user revokes its tokens on both APIs; reactivating does not revive them', async () => {
    const staff = await createStaffUser(t.ctx);
    const { Token } = await tokenOf(bearer(staff).authorization);
    await setUserStatus(t.ctx, staff.id, 0);
    await setUserStatus(t.ctx, staff.id, 1);
    expectUnauthorized(await t.inject({ url: '/api/users-list', headers: bearer(staff) }));
    expect(await oyTokenWorks(Token)).toBe(false);
    // The reactivated user signs in again and gets fresh tokens.
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: staff.email, Password: staff.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

it('never answers a hash', async () => {
  await expectNoSecretsInAnswers(t);
});
