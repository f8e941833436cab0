import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiEnvelope, LeadListItem } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead } from '../../../test/leads';
import { businessToday } from '../../lib/clock';

let t: TestApp;
let staff: TestUser;
let today: string;
const dayFrom = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
  today = businessToday(t.ctx);
  // Entered in an order that is none of the orders asked for below.
  for (const [companyName, offset] of [
    ['Chetak', -3],
    ['Ambika', 5],
    ['Balaji', -10],
    ['Durga', 1],
    ['Eshwar', -1],
    ['Ganesh', 30],
  ] as const) {
    await insertLead(t.ctx, staff.id, { companyName, nextDate: dayFrom(today, offset) });
  }
  for (const [companyName, hoursAgo] of [
    ['Old Done', 48],
    ['Just Done', 1],
    ['Done Yesterday', 24],
  ] as const) {
    await insertLead(t.ctx, staff.id, {
      companyName,
      main: 'Completed',
      sub: 'Converted',
      updatedAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
  }
});
afterAll(() => t.close());

const companies = async (payload: object) => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(staff),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<LeadListItem[]>>().data!.map((lead) => lead.CompanyName);
};

it('orders Overdue oldest due first and Upcoming soonest first, without being asked', async () => {
  expect(await companies({ FollowUpStatus: 'Overdue' })).toEqual(['Balaji', 'Chetak', 'Eshwar']);
  expect(await companies({ FollowUpStatus: 'Upcoming', Page: 1, PageSize: 10 })).toEqual([
    'Durga',
    'Ambika',
    'Ganesh',
  ]);
});

it('orders Completed by the latest work on the lead first', async () => {
  expect(await companies({ FollowUpStatus: 'Completed' })).toEqual([
    'Just Done',
    'Done Yesterday',
    'Old Done',
  ]);
});

it('takes the order the user picks over the view’s own', async () => {
  expect(await companies({ FollowUpStatus: 'Overdue', Sort: '-NextDate' })).toEqual([
    'Eshwar',
    'Chetak',
    'Balaji',
  ]);
  expect(await companies({ Status: 'Pending', Sort: 'CompanyName' })).toEqual([
    'Ambika',
    'Balaji',
    'Chetak',
    'Durga',
    'Eshwar',
    'Ganesh',
  ]);
});

it('keeps the newest lead first for a plain list, and refuses an unknown order with 422', async () => {
  expect((await companies({ Status: 'Pending' }))[0]).toBe('Ganesh');
  const response = await t.postAs(staff, '/api/leads-list', { Sort: 'password' });
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json<ApiEnvelope>().errors!)).toEqual(['Sort']);
});
