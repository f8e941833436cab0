import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  authMessages,
  signInMessages,
  type ApiEnvelope,
  type SignedInUser,
} from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, expireTokensOf, type TestUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import { apiTokens, users } from '../../db/schema';
import { LOGIN_FAILURE_LIMIT, loginDelaySeconds } from './auth.service';
import { expectFieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  // The per-address limit of the auth routes per minute is tested in src/app.test.ts.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });
const usersList = (user: { token: string }) =>
  t.inject({ url: '/api/users-list', headers: bearer(user) });
const failLogin = async (email: string) => {
  const response = await login({ Email: email, Password: 'wrong-password' });
  expect(response.statusCode).toBe(401);
};

describe('POST /api/login', () => {
  it('signs the administrator in with the spec shape and IsAdmin', async () => {
    const response = await login({ Email: ADMIN.email, Password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<SignedInUser[]>>();
    expect(body.status).toBe(200);
    expect(body.message).toBe(authMessages.loginSuccess);
    expect(body.data![0]).toMatchObject({
      Email: ADMIN.email,
      MobileNo: ADMIN.mobile,
      Status: 1,
      IsAdmin: true,
      // RESTRICTED_EMAILS defaults to the administrator's own e-mail (spec 1 §6).
      IsRestricted: true,
    });
    expect(body.data![0]!.ApiToken).toMatch(/^[\w-]{43}$/);
    expect(response.body).not.toMatch(/argon2|password_?hash/i);
  });

  it('signs a staff member in with IsAdmin false, whatever the case of the e-mail', async () => {
    const staff = await createStaffUser(t.ctx);
    const response = await login({ Email: staff.email.toUpperCase(), Password: staff.password });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiEnvelope<SignedInUser[]>>().data![0]).toMatchObject({
      id: staff.id,
      Email: staff.email,
      IsAdmin: false,
      IsRestricted: false,
    });
  });

  it('answers each sign-in validation message', async () => {
    const empty = (await login({})).json<ApiEnvelope>();
    expect(empty.status).toBe(422);
    expect(empty.errors).toEqual({
      Email: signInMessages.emailRequired,
      Password: signInMessages.passwordRequired,
    });
    const bad = (await login({ Email: 'not-an-email', Password: '12345' })).json<ApiEnvelope>();
    expect(bad.errors).toEqual({
      Email: signInMessages.emailInvalid,
      Password: signInMessages.passwordShort,
    });
  });

  it('refuses a wrong password with 401 and a deactivated user with 403', async () => {
    const wrong = await login({ Email: ADMIN.email, Password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiEnvelope>().message).toBe(authMessages.loginFailed);
    const inactive = await createStaffUser(t.ctx, { status: 0 });
    const refused = await login({ Email: inactive.email, Password: inactive.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiEnvelope>().message).toBe(authMessages.accountInactive);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const response = await login({ Email: 'nobody@yaar.test', Password: 'some-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: authMessages.loginFailed });
  });
});

describe('failed sign-in limit', () => {
  it(`refuses even the right password right after ${LOGIN_FAILURE_LIMIT} failures from one address`, async () => {
    const staff = await createStaffUser(t.ctx);
    for (let failure = 0; failure < LOGIN_FAILURE_LIMIT; failure += 1) await failLogin(staff.email);
    const response = await login({ Email: staff.email, Password: staff.password });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ status: 429, message: authMessages.tooManyLoginFailures });
  });

  it('counts failures of every spelling of the e-mail together, and only for that e-mail', async () => {
    const staff = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    for (let failure = 0; failure < LOGIN_FAILURE_LIMIT; failure += 1) {
      await failLogin(failure % 2 ? staff.email.toUpperCase() : staff.email);
    }
    expect((await login({ Email: staff.email, Password: staff.password })).statusCode).toBe(429);
    expect((await login({ Email: other.email, Password: other.password })).statusCode).toBe(200);
  });

  it(`lets at most ${LOGIN_FAILURE_LIMIT} of a burst of parallel wrong passwords be tried`, async () => {
    const staff = await createStaffUser(t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ Email: staff.email, Password: 'wrong-password' })),
    );
    const tried = answers.filter((answer) => answer.statusCode === 401);
    expect(tried.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - tried.length);
    expect((await login({ Email: staff.email, Password: staff.password })).statusCode).toBe(429);
  });

  it('throttles a burst of guesses from one address while the owner signs in from another', async () => {
    const staff = await createStaffUser(t.ctx);
    const guesser = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        login({ Email: staff.email, Password: 'guess-123' }, guesser),
      ),
    );
    const tried = answers.filter((answer) => answer.statusCode === 401);
    const throttled = answers.filter((answer) => answer.statusCode === 429);
    expect(tried.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(throttled).toHaveLength(30 - tried.length);
    expect(Number(throttled[0]!.headers['retry-after'])).toBeGreaterThan(0);

    // The account is not locked: its owner, from their own address, gets in at once.
    const owner = await login({ Email: staff.email, Password: staff.password }, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    // The guesser's address is still held back, even with the right password.
    expect(
      (await login({ Email: staff.email, Password: staff.password }, guesser)).statusCode,
    ).toBe(429);
  });

  it('slows an address down with a rising delay instead of a lock, and lets it in once it has waited', async () => {
    const staff = await createStaffUser(t.ctx);
    const address = '203.0.113.51';
    for (let failure = 0; failure < LOGIN_FAILURE_LIMIT; failure += 1) {
      expect((await login({ Email: staff.email, Password: 'guess-123' }, address)).statusCode).toBe(
        401,
      );
    }
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await login({ Email: staff.email, Password: staff.password }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 429, message: authMessages.tooManyLoginFailures });
      waits.push(Number(refused.headers['retry-after']));
    }
    expect(waits).toEqual([loginDelaySeconds(5), loginDelaySeconds(6), loginDelaySeconds(7)]);
    expect(waits).toEqual([5, 10, 20]);
    // Once the last delay has passed (the failures moved into the past), the right password works.
    await t.ctx.db.execute(sql`
      update login_failures set created_at = created_at - make_interval(secs => ${loginDelaySeconds(8) + 1})
      where email = ${staff.email}`);
    expect(
      (await login({ Email: staff.email, Password: staff.password }, address)).statusCode,
    ).toBe(200);
  });

  it('checks the length of a huge e-mail before its pattern', async () => {
    expectFieldErrors(await login({ Email: `a@${'a.'.repeat(20_000)}@`, Password: 'password' }), {
      Email: signInMessages.emailInvalid,
    });
  });

  it('limits unknown e-mails the same way', async () => {
    const email = 'ghost@yaar.test';
    for (let failure = 0; failure < LOGIN_FAILURE_LIMIT; failure += 1) await failLogin(email);
    const response = await login({ Email: email, Password: 'another-password' });
    expect(response.statusCode).toBe(429);
  });

  it('starts counting again after a successful sign-in', async () => {
    const staff = await createStaffUser(t.ctx);
    for (let failure = 1; failure < LOGIN_FAILURE_LIMIT; failure += 1) await failLogin(staff.email);
    expect((await login({ Email: staff.email, Password: staff.password })).statusCode).toBe(200);
    for (let failure = 1; failure < LOGIN_FAILURE_LIMIT; failure += 1) await failLogin(staff.email);
    expect((await login({ Email: staff.email, Password: staff.password })).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const staff = await createStaffUser(t.ctx);
    for (let failure = 0; failure < LOGIN_FAILURE_LIMIT; failure += 1) await failLogin(staff.email);
    await t.ctx.db.execute(sql`
      update login_failures set created_at = created_at - interval '16 minutes'
      where email = ${staff.email}`);
    expect((await login({ Email: staff.email, Password: staff.password })).statusCode).toBe(200);
  });
});

describe('API tokens', () => {
  const tokenRows = (user: TestUser) =>
    t.ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));

  it('stores only a hash of the token, with an expiry', async () => {
    const staff = await createStaffUser(t.ctx);
    const response = await login({ Email: staff.email, Password: staff.password });
    const token = response.json<ApiEnvelope<SignedInUser[]>>().data![0]!.ApiToken;
    const rows = await tokenRows(staff);
    expect(rows).toHaveLength(2); // the factory's token and this one
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(token);
      expect(row.tokenHash).not.toContain(token);
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect((await usersList({ token })).statusCode).toBe(200);
  });

  it("stops a deactivated user's tokens from working", async () => {
    const staff = await createStaffUser(t.ctx);
    expect((await usersList(staff)).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, staff.id));
    const response = await usersList(staff);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
  });

  it('refuses an expired token', async () => {
    const staff = await createStaffUser(t.ctx);
    await expireTokensOf(t.ctx, staff.id);
    const response = await usersList(staff);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
  });

  it.each([
    ['no header', undefined],
    ['a garbage token', 'Bearer not-a-real-token'],
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s', async (_case, authorization) => {
    const response = await t.inject({
      url: '/api/users-list',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
  });
});

describe('GET /api/logout', () => {
  it('revokes the token so it no longer works', async () => {
    const staff = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    expect((await usersList(staff)).statusCode).toBe(200);
    const out = await t.inject({ url: '/api/logout', headers: bearer(staff) });
    expect(out.json()).toEqual({ status: 200, message: authMessages.logoutSuccess });
    expect((await usersList(staff)).statusCode).toBe(401);
    expect((await usersList(other)).statusCode).toBe(200);
    const again = await t.inject({ url: '/api/logout', headers: bearer(staff) });
    expect(again.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const response = await t.inject({ url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });
});

it('never answers a hash', async () => {
  await expectNoSecretsInAnswers(t);
});
