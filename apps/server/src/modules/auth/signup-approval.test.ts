import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, type ApiEnvelope, type SignedInUser, type UserRecord } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { newMobile, verificationTokenFor, verifyMobile } from '../../../test/otp';
import { auditLog, cities, states, users } from '../../db/schema';
import { readConfig, ConfigError } from '../../env';

/** SIGNUP_APPROVAL=admin: a sign-up waits, inactive, until the administrator switches it on. */
let t: TestApp;
let admin: TestUser;
let cityId: number;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_APPROVAL: 'admin', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await adminUser(t.ctx);
  const [city] = await t.ctx.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, 'Ahmedabad'), eq(states.name, 'Gujarat')));
  cityId = city!.id;
});
afterAll(() => t.close());

let sequence = 0;
/** Verifies a fresh number and registers it; the answer and the sign-in details. */
async function signUp(firstName = 'Asha') {
  sequence += 1;
  const MobileNo = newMobile();
  await verifyMobile(t, MobileNo);
  const account = { Email: `waiting${sequence}@example.com`, Password: 'sign-up-password' };
  const response = await t.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      FirstName: firstName,
      LastName: 'Zala',
      MobileNo,
      Address: '12 Ashram Road',
      CityId: cityId,
      Pincode: '380009',
      VerificationToken: verificationTokenFor(MobileNo),
      ...account,
    },
  });
  return { response, account, MobileNo };
}
const signIn = (account: { Email: string; Password: string }) =>
  t.inject({ method: 'POST', url: '/api/login', payload: account });
const usersList = async () =>
  (await t.inject({ url: '/api/users-list', headers: bearer(admin) })).json<
    ApiEnvelope<UserRecord[]>
  >().data!;
const switchOn = (id: number, Status: number) =>
  t.inject({
    method: 'POST',
    url: '/api/update-user',
    headers: bearer(admin),
    payload: { id, Status },
  });

describe('SIGNUP_APPROVAL=admin', () => {
  it('makes a sign-up wait: inactive, told so, and refused at sign-in with its own message', async () => {
    const { response, account, MobileNo } = await signUp();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: authMessages.registeredWaiting });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.mobileNo, MobileNo));
    expect(row).toMatchObject({ status: 0, approvedAt: null, role: 'staff' });

    const login = await signIn(account);
    expect(login.statusCode).toBe(403);
    expect(login.json<ApiEnvelope>().message).toBe(authMessages.accountWaiting);
  });

  it('lists waiting accounts first, marked, and the status switch approves them once', async () => {
    await createStaffUser(t.ctx, { firstName: 'Aarav' }); // sorts before 'Zubin' by name
    const { account, MobileNo } = await signUp('Zubin');
    const listed = await usersList();
    const waiting = listed.filter((user) => user.Waiting);
    expect(waiting.length).toBeGreaterThan(0);
    expect(listed.slice(0, waiting.length).every((user) => user.Waiting)).toBe(true);
    const zubin = listed.find((user) => user.MobileNo === MobileNo)!;
    expect(zubin).toMatchObject({ Waiting: true, Status: 0 });
    expect(listed.find((user) => user.id === admin.id)!.Waiting).toBe(false);

    expect((await switchOn(zubin.id, 1)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, zubin.id));
    expect(row!.status).toBe(1);
    expect(row!.approvedAt).toBeInstanceOf(Date);
    expect((await usersList()).find((user) => user.id === zubin.id)!.Waiting).toBe(false);
    const audit = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(zubin.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['user.approve']);

    const login = await signIn(account);
    expect(login.statusCode).toBe(200);
    expect(login.json<ApiEnvelope<SignedInUser[]>>().data![0]!.Status).toBe(1);

    // Switched off again, it is deactivated, no longer waiting: the usual message, kept approval.
    expect((await switchOn(zubin.id, 0)).statusCode).toBe(200);
    const refused = await signIn(account);
    expect(refused.json<ApiEnvelope>().message).toBe(authMessages.accountInactive);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, zubin.id));
    expect(after!.approvedAt).toEqual(row!.approvedAt);
  });
});

describe('SIGNUP_APPROVAL (configuration)', () => {
  it('is open unless set: the spec’s active-at-once sign-up', () => {
    expect(readConfig({}).SIGNUP_APPROVAL).toBe('open');
    expect(readConfig({ SIGNUP_APPROVAL: 'admin' }).SIGNUP_APPROVAL).toBe('admin');
  });

  it('refuses another value, naming the variable', () => {
    expect(() => readConfig({ SIGNUP_APPROVAL: 'manual' })).toThrow(ConfigError);
    expect(() => readConfig({ SIGNUP_APPROVAL: 'manual' })).toThrow(
      /SIGNUP_APPROVAL: must be open or admin/,
    );
  });
});
