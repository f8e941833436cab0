import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type ApiEnvelope, type StatusCatalogue } from '@yaar/shared';
import { type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead, statusIdOf } from '../../../test/leads';
import { leads } from '../../db/schema';
import { leadCalls, startLeadsTestApp } from './leads.test-harness';

let t: TestApp;
let staff: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ t, staff, admin } = await startLeadsTestApp());
});
afterAll(() => t.close());
const { post, list, ids } = leadCalls(() => t);

describe('GET /api/statuses-list', () => {
  it('answers the catalogue keyed by main status, each list sorted by SubStatus', async () => {
    const response = await t.inject({ url: '/api/statuses-list', headers: bearer(staff) });
    expect(response.statusCode).toBe(200);
    const catalogue = response.json<ApiEnvelope<StatusCatalogue>>().data!;
    expect(Object.keys(catalogue)).toEqual(['Pending', 'Completed']);
    for (const items of Object.values(catalogue)) {
      const names = items.map((item) => item.SubStatus);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    expect(catalogue.Pending).toContainEqual({
      StatusId: await statusIdOf(t.ctx, 'Pending', 'Customer Reference'),
      SubStatus: 'Customer Reference',
    });
  });

  it('needs sign-in', async () => {
    expect((await t.inject({ url: '/api/statuses-list' })).statusCode).toBe(401);
  });
});

describe('POST /api/leads-list', () => {
  let owner: TestUser;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    owner = await createStaffUser(t.ctx, { firstName: 'Kiran' });
    made.interested = await insertLead(t.ctx, owner.id, {
      companyName: 'Om Sai Motors',
      ownerName: 'Mehul Shah',
      mobileNo: '6123456789',
    });
    made.reference = await insertLead(t.ctx, owner.id, {
      sub: 'Customer Reference',
      companyName: 'Jay Ambe Tyres',
      ownerName: 'Nilesh 100% Desai',
    });
    made.converted = await insertLead(t.ctx, owner.id, {
      main: 'Completed',
      sub: 'Converted',
      companyName: 'Krishna Wheels',
      ownerName: 'Asha_Patel',
    });
    made.closed = await insertLead(t.ctx, owner.id, {
      main: 'Completed',
      sub: 'Shop Closed',
      companyName: 'OM Service Point',
      ownerName: 'Vijay',
    });
  });

  it('answers list items with employee, city and status, newest first', async () => {
    const { data } = await list(owner, {});
    expect(data!.map((lead) => lead.id)).toEqual([
      made.closed,
      made.converted,
      made.reference,
      made.interested,
    ]);
    expect(data!.at(-1)).toEqual({
      id: made.interested,
      CompanyName: 'Om Sai Motors',
      OwnerName: 'Mehul Shah',
      MobileNo: '6123456789',
      UserId: owner.id,
      UserName: 'Kiran Tester',
      CityName: 'Ahmedabad',
      Product: 'OYaar',
      EntryDate: '2026-11-01',
      NextDate: '2026-11-25',
      status: {
        MainStatus: 'Pending',
        SubStatus: 'Interested',
        StatusId: await statusIdOf(t.ctx, 'Pending', 'Interested'),
      },
    });
  });

  it('filters by main status, and by sub status as an id or a name', async () => {
    expect(await ids(owner, { Status: 'Completed' })).toEqual([made.closed, made.converted]);
    expect(await ids(owner, { Status: 'Pending' })).toEqual([made.reference, made.interested]);
    const converted = await statusIdOf(t.ctx, 'Completed', 'Converted');
    expect(await ids(owner, { SubStatus: converted })).toEqual([made.converted]);
    expect(await ids(owner, { SubStatus: String(converted) })).toEqual([made.converted]);
    expect(await ids(owner, { Status: 'Completed', SubStatus: 'Shop Closed' })).toEqual([
      made.closed,
    ]);
    expect(await ids(owner, { Status: 'Pending', SubStatus: 'Shop Closed' })).toEqual([]);
    expect(await ids(owner, { Status: '', SubStatus: '', FollowUpStatus: '' })).toHaveLength(4);
    // Digits beyond any id: no status has them (not a database error).
    expect(await ids(owner, { SubStatus: '9876543210' })).toEqual([]);
  });

  it('filters the Pending, Completed and Referral views', async () => {
    expect(await ids(owner, { FollowUpStatus: 'Pending' })).toEqual([
      made.reference,
      made.interested,
    ]);
    expect(await ids(owner, { FollowUpStatus: 'Completed' })).toEqual([
      made.closed,
      made.converted,
    ]);
    expect(await ids(owner, { FollowUpStatus: 'Referral' })).toEqual([made.reference]);
  });

  it.each([
    ['a company substring, any case', 'om s', ['closed', 'interested']],
    ['an owner substring', 'mehul', ['interested']],
    ['a mobile substring', '234567', ['interested']],
    ['a mobile with spaces and +91', '+91 61234 56789', ['interested']],
    ['a literal percent sign', '100%', ['reference']],
    ['a literal underscore', 'a_p', ['converted']],
    ['nothing that matches', 'zzz', []],
    ['never across company and owner', 'motors mehul', []],
  ])('searches %s', async (_name, Search, expected) => {
    expect(await ids(owner, { Search })).toEqual(expected.map((key) => made[key]));
  });

  it('combines search with the filters', async () => {
    expect(await ids(owner, { Search: 'om', Status: 'Completed' })).toEqual([made.closed]);
  });

  it('pages with Page and PageSize and answers meta', async () => {
    const all = (await list(owner, {})).data!;
    expect((await list(owner, {})).meta).toBeUndefined();
    const first = await list(owner, { Page: 1, PageSize: 3 });
    expect(first.meta).toEqual({ total: 4, page: 1, pageSize: 3 });
    expect(first.data).toEqual(all.slice(0, 3));
    const second = await list(owner, { Page: '2', PageSize: '3' });
    expect(second.meta).toEqual({ total: 4, page: 2, pageSize: 3 });
    expect(second.data).toEqual(all.slice(3));
    expect((await list(owner, { Page: 9, PageSize: 3 })).data).toEqual([]);
    expect((await list(owner, { Page: 1 })).meta).toEqual({ total: 4, page: 1, pageSize: 50 });
    expect((await list(owner, { Page: 1, PageSize: 2, Status: 'Completed' })).meta).toMatchObject({
      total: 2,
    });
  });

  it.each([
    { Page: 0 },
    { Page: 'x' },
    { PageSize: 501 },
    { FollowUpStatus: 'Tomorrow' },
    { UserId: 'abc' },
    { ByUser: 'maybe' },
    { Search: 'x'.repeat(101) },
  ])('answers %j with 422', async (payload) => {
    const response = await post('/api/leads-list', owner, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ApiEnvelope>().errors ?? {})).toHaveLength(1);
  });

  it('refuses the export to staff with 403', async () => {
    const response = await post('/api/leads-list', owner, { ExportLead: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: apiMessages.forbidden });
  });
});

it('keeps deleted leads out of lists for the administrator too', async () => {
  const id = await insertLead(t.ctx, staff.id);
  await t.ctx.db.update(leads).set({ deletedAt: new Date() }).where(eq(leads.id, id));
  expect(await ids(admin, {})).not.toContain(id);
});
