import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, signInMessages } from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

describe('POST /api/login', () => {
  it('signs the administrator in with the spec shape and IsAdmin', async () => {
    const response = await login({ Email: ADMIN.email, Password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.message).toBe(authMessages.loginSuccess);
    expect(body.data[0]).toMatchObject({
      Email: ADMIN.email,
      MobileNo: ADMIN.mobile,
      Status: 1,
      IsAdmin: true,
    });
    expect(body.data[0].ApiToken).toMatch(/^[\w-]{43}$/);
    expect(response.body).not.toMatch(/argon2|password_?hash/i);
  });

  it('answers each sign-in validation message', async () => {
    const empty = (await login({})).json();
    expect(empty.status).toBe(422);
    expect(empty.errors).toEqual({
      Email: signInMessages.emailRequired,
      Password: signInMessages.passwordRequired,
    });
    const bad = (await login({ Email: 'not-an-email', Password: '12345' })).json();
    expect(bad.errors).toEqual({
      Email: signInMessages.emailInvalid,
      Password: signInMessages.passwordShort,
    });
  });

  it('refuses a wrong password with 401 and a deactivated user with 403', async () => {
    const wrong = await login({ Email: ADMIN.email, Password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(authMessages.loginFailed);
    const inactive = await createStaffUser(t.ctx, { status: 0 });
    const refused = await login({ Email: inactive.email, Password: inactive.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(authMessages.accountInactive);
  });
});

describe('GET /api/logout', () => {
  it('revokes the token so it no longer works', async () => {
    const staff = await createStaffUser(t.ctx);
    const before = await t.app.inject({ url: '/api/users-list', headers: bearer(staff) });
    expect(before.statusCode).toBe(200);
    const out = await t.app.inject({ url: '/api/logout', headers: bearer(staff) });
    expect(out.json()).toEqual({ status: 200, message: authMessages.logoutSuccess });
    const after = await t.app.inject({ url: '/api/users-list', headers: bearer(staff) });
    expect(after.statusCode).toBe(401);
  });
});
