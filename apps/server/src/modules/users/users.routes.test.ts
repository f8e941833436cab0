import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type ApiEnvelope, type UserPick, type UserRecord } from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import { cities, states } from '../../db/schema';
import { hashSecret } from '../../lib/secrets';
import { insertUser } from './users.repository';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let inactive: TestUser;
let cityUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.ctx);
  staff = await createStaffUser(t.ctx, { firstName: 'Bhavna' });
  inactive = await createStaffUser(t.ctx, { firstName: 'Chirag', status: 0 });
  for (const firstName of ['Dev', 'Esha', 'Farhan']) await createStaffUser(t.ctx, { firstName });
  const [ahmedabad] = await t.ctx.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, 'Ahmedabad'), eq(states.name, 'Gujarat')));
  cityUserId = await insertUser(t.ctx.db, {
    firstName: 'Gita',
    lastName: 'Shah',
    email: 'gita@yaar.test',
    mobileNo: '6000000001',
    address: '1 CG Road',
    cityId: ahmedabad!.id,
    pincode: '380006',
    passwordHash: await hashSecret('gita-password'),
  });
});
afterAll(() => t.close());

const list = async <T>(user: TestUser | null, query = '') => {
  const response = await t.inject({
    url: `/api/users-list${query}`,
    headers: user ? bearer(user) : {},
  });
  return {
    status: response.statusCode,
    body: response.json<ApiEnvelope<T[]>>(),
    raw: response.body,
  };
};
const staffList = (query = '') => list<UserPick>(staff, query);
const adminList = (query = '') => list<UserRecord>(admin, query);

describe('GET /api/users-list', () => {
  it('refuses an anonymous caller', async () => {
    const { status, body } = await list(null);
    expect(status).toBe(401);
    expect(body).toEqual({ status: 401, message: apiMessages.unauthorized });
  });

  it('gives staff only id, names and Status of active users', async () => {
    const { status, body, raw } = await staffList();
    expect(status).toBe(200);
    const ids = body.data!.map((user) => user.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, staff.id, cityUserId]));
    expect(ids).not.toContain(inactive.id);
    for (const user of body.data!) {
      expect(Object.keys(user).sort()).toEqual(['FirstName', 'LastName', 'Status', 'id']);
      expect(user.Status).toBe(1);
    }
    for (const secret of [staff.email, staff.mobileNo, ADMIN.email, ADMIN.mobile, 'Chirag']) {
      expect(raw).not.toContain(secret);
    }
    expect(body.data!.find((user) => user.id === staff.id)).toEqual({
      id: staff.id,
      FirstName: 'Bhavna',
      LastName: 'Tester',
      Status: 1,
    });
  });

  it('filters staff picks by id, never revealing an inactive user', async () => {
    expect((await staffList(`?id=${staff.id}`)).body.data).toEqual([
      { id: staff.id, FirstName: 'Bhavna', LastName: 'Tester', Status: 1 },
    ]);
    expect((await staffList(`?id=${inactive.id}`)).body.data).toEqual([]);
  });

  it('gives the administrator full records, inactive users included, with city, state and IsAdmin', async () => {
    const { status, body, raw } = await adminList();
    expect(status).toBe(200);
    const byId = new Map(body.data!.map((user) => [user.id, user]));
    expect(byId.get(cityUserId)).toEqual({
      id: cityUserId,
      FirstName: 'Gita',
      LastName: 'Shah',
      Email: 'gita@yaar.test',
      MobileNo: '6000000001',
      Address: '1 CG Road',
      CityId: expect.any(Number) as number,
      CityName: 'Ahmedabad',
      StateName: 'Gujarat',
      Pincode: '380006',
      Status: 1,
      OYComm1: expect.any(String) as string,
      OYComm2: expect.any(String) as string,
      IsAdmin: false,
      Waiting: false,
    });
    expect(byId.get(admin.id)).toMatchObject({ Email: ADMIN.email, IsAdmin: true });
    expect(byId.get(inactive.id)).toMatchObject({ FirstName: 'Chirag', Status: 0, IsAdmin: false });
    expect(byId.get(staff.id)).toMatchObject({ CityId: null, CityName: null, StateName: null });
    expect(body.data!.filter((user) => user.IsAdmin)).toHaveLength(1);
    expect(raw).not.toMatch(/password/i);
    expect(body).not.toHaveProperty('meta');
  });

  it('filters full records by id', async () => {
    const { body } = await adminList(`?id=${inactive.id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data![0]).toMatchObject({ id: inactive.id, Email: inactive.email });
    expect((await adminList('?id=987654')).body.data).toEqual([]);
  });

  it('pages with Page and PageSize and answers meta', async () => {
    const all = (await adminList()).body.data!;
    expect(all.length).toBeGreaterThanOrEqual(7);
    const first = (await adminList('?Page=1&PageSize=3')).body;
    expect(first.meta).toEqual({ total: all.length, page: 1, pageSize: 3 });
    expect(first.data).toEqual(all.slice(0, 3));
    const second = (await adminList('?Page=2&PageSize=3')).body;
    expect(second.meta).toEqual({ total: all.length, page: 2, pageSize: 3 });
    expect(second.data).toEqual(all.slice(3, 6));
    const beyond = (await adminList('?Page=99&PageSize=3')).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ total: all.length, page: 99, pageSize: 3 });
    expect((await adminList('?Page=1')).body.meta).toEqual({
      total: all.length,
      page: 1,
      pageSize: 50,
    });
    expect((await adminList(`?id=${staff.id}&Page=1&PageSize=5`)).body.meta).toMatchObject({
      total: 1,
    });
  });

  it('pages the staff picker too', async () => {
    const { body } = await list(staff, '?Page=1&PageSize=1');
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 1 });
    expect(body.meta?.total).toBeGreaterThan(1);
  });

  it.each([
    '?id=abc',
    '?id=0',
    '?id=-1',
    '?id=2147483648',
    '?Page=0',
    '?Page=x',
    '?PageSize=0',
    '?PageSize=501',
  ])('answers 422 to %s', async (query) => {
    for (const caller of [admin, staff]) {
      const { status, body } = await list(caller, query);
      expect(status).toBe(422);
      expect(body.status).toBe(422);
      expect(Object.keys(body.errors ?? {})).toHaveLength(1);
    }
  });
});

it('never answers a hash', async () => {
  await expectNoSecretsInAnswers(t);
});
