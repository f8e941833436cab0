import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, userAdminMessages, type UserRecord } from '@yaar/shared';
import { auditLog, users } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { appWithAdminAndStaff, bearer, createStaffUser } from '../../../test/factories';
import { cityIdOf } from '../../../test/leads';
import { post } from '../../../test/licences';
import { expectFieldErrorsInclude } from '../../../test/field-errors';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => ({ t, admin, staff } = await appWithAdminAndStaff()));
afterAll(() => t.close());

const update = (body: object, as: TestUser | null = admin) => post(t, as, '/update-user', body);
const editOf = async (user: TestUser, changes: object = {}) => ({
  id: user.id,
  FirstName: 'Kavya',
  LastName: 'Iyer',
  Email: user.email,
  MobileNo: user.mobileNo,
  Address: '12 Relief Road',
  CityId: await cityIdOf(t.ctx),
  Pincode: '380001',
  OYComm1: '250',
  OYComm2: '100.50',
  ...changes,
});
const record = async (id: number) =>
  (
    await t.inject({ method: 'GET', url: `/api/users-list?id=${id}`, headers: bearer(admin) })
  ).json<{ data: UserRecord[] }>().data[0]!;

describe('POST /update-user', () => {
  it("answers the spec's messages for every field of the edit", async () => {
    expectFieldErrorsInclude((await update({ id: staff.id, FirstName: '' })).response, {
      FirstName: userAdminMessages.firstNameRequired,
      LastName: userAdminMessages.lastNameRequired,
      Email: userAdminMessages.emailRequired,
      MobileNo: userAdminMessages.mobileRequired,
      Address: userAdminMessages.addressRequired,
      CityId: userAdminMessages.cityRequired,
      Pincode: userAdminMessages.pincodeRequired,
    });
    const long = await update(
      await editOf(staff, { FirstName: 'x'.repeat(51), OYComm1: '-1', OYComm2: 'ten' }),
    );
    expect(long.body.errors).toEqual({
      FirstName: userAdminMessages.tooLong,
      OYComm1: userAdminMessages.numberInvalid,
      OYComm2: userAdminMessages.numberInvalid,
    });
  });

  it('saves the edit, commissions as rupees, and audits it', async () => {
    const user = await createStaffUser(t.ctx);
    const { status, body } = await update(await editOf(user, { Email: user.email.toUpperCase() }));
    expect(status).toBe(200);
    expect(body.message).toBe(userAdminMessages.userUpdated);
    expect(await record(user.id)).toMatchObject({
      FirstName: 'Kavya',
      Email: user.email,
      CityName: 'Ahmedabad',
      OYComm1: '250.00',
      OYComm2: '100.50',
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.update'));
    expect(audit!.entityId).toBe(String(user.id));
  });

  it("refuses another user's e-mail or mobile beside the field, and an unknown city", async () => {
    const user = await createStaffUser(t.ctx);
    const taken = await update(
      await editOf(user, { Email: staff.email, MobileNo: staff.mobileNo }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      Email: userAdminMessages.emailTaken,
      MobileNo: userAdminMessages.mobileTaken,
    });
    const city = await update(await editOf(user, { CityId: 2_000_000_000 }));
    expect(city.body.errors).toEqual({ CityId: userAdminMessages.cityUnknown });
  });

  it('deactivates at once: the next call of the user is refused, and sign-in says why', async () => {
    const user = await createStaffUser(t.ctx, { password: 'staff-password-9' });
    const answer = await update({ id: user.id, Status: 0 });
    expect(answer.body.message).toBe(userAdminMessages.statusUpdated);
    const next = await t.inject({
      method: 'GET',
      url: '/api/dashboard-counts',
      headers: bearer(user),
    });
    expect(next.statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: user.email, Password: 'staff-password-9' },
    });
    expect(login.json()).toMatchObject({ message: authMessages.accountInactive });
    expect((await update({ id: user.id, Status: 1 })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe(1);
  });

  it('lets no administrator deactivate their own account', async () => {
    const { status, body } = await update({ id: admin.id, Status: 0 });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ Status: userAdminMessages.ownAccount });
  });

  it('is the administrator’s: staff 403, anonymous 401; an unknown user 404', async () => {
    expect((await update({ id: staff.id, Status: 1 }, staff)).status).toBe(403);
    expect((await update({ id: staff.id, Status: 1 }, null)).status).toBe(401);
    expect((await update({ id: 2_000_000_000, Status: 1 })).status).toBe(404);
  });
});

describe('GET /users-list for the administrator', () => {
  it('searches names, e-mails and mobile numbers, a page at a time', async () => {
    const found = await createStaffUser(t.ctx, { firstName: 'Zubin' });
    const answer = await t.inject({
      method: 'GET',
      url: '/api/users-list?Search=zub&Page=1&PageSize=10',
      headers: bearer(admin),
    });
    const body = answer.json<{ data: UserRecord[]; meta: { total: number } }>();
    expect(body.data.map((user) => user.id)).toEqual([found.id]);
    expect(body.meta.total).toBe(1);
    const byMobile = await t.inject({
      method: 'GET',
      url: `/api/users-list?Search=${found.mobileNo.slice(3)}`,
      headers: bearer(admin),
    });
    expect(byMobile.json<{ data: UserRecord[] }>().data.map((user) => user.id)).toEqual([found.id]);
  });
});
