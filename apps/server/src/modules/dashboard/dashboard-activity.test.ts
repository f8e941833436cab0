import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiEnvelope, DashboardActivity } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead } from '../../../test/leads';
import { followUps } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

let t: TestApp;
let staff: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  // 10:00 in Kolkata on 22 November 2026.
  t.ctx.clock = fixedClock('2026-11-22T04:30:00Z');
  staff = await createStaffUser(t.ctx);
  other = await createStaffUser(t.ctx);
  admin = await adminUser(t.ctx);
  const today = await insertLead(t.ctx, staff.id, { entryDate: '2026-11-22' });
  await insertLead(t.ctx, staff.id, { entryDate: '2026-11-20' });
  await insertLead(t.ctx, staff.id, { entryDate: '2026-11-15' }); // eight days ago: outside the week
  await insertLead(t.ctx, staff.id, { entryDate: '2026-11-22', deletedAt: new Date() });
  await insertLead(t.ctx, other.id, { entryDate: '2026-11-22' });
  const statusId = 1;
  await t.ctx.db.insert(followUps).values([
    {
      leadId: today,
      userId: staff.id,
      followUpDate: '2026-11-22',
      nextDate: '2026-11-25',
      statusId,
      remarks: 'Met',
    },
    {
      leadId: today,
      userId: staff.id,
      followUpDate: '2026-11-21',
      nextDate: '2026-11-22',
      statusId,
      remarks: 'Called',
    },
    {
      leadId: today,
      userId: other.id,
      followUpDate: '2026-11-22',
      nextDate: '2026-11-25',
      statusId,
      remarks: 'Met',
    },
  ]);
});
afterAll(() => t.close());

const activity = async (user: TestUser) => {
  const response = await t.inject({ url: '/api/dashboard-activity', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<DashboardActivity>>().data!;
};

it('counts the staff member’s own visits today and over the last seven business days', async () => {
  const mine = await activity(staff);
  expect(mine.VisitsToday).toBe(2);
  expect(mine.NewLeadsThisWeek).toBe(2);
  expect(mine.FollowUpsThisWeek).toBe(2);
  expect(mine.Week.map((day) => day.Date)).toEqual([
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
  ]);
  expect(mine.Week.at(-1)).toEqual({ Date: '2026-11-22', NewLeads: 1, FollowUps: 1 });
  expect(mine.Week.at(-2)).toEqual({ Date: '2026-11-21', NewLeads: 0, FollowUps: 1 });
});

it('counts everyone’s for the administrator, and refuses a visitor', async () => {
  const all = await activity(admin);
  expect(all.VisitsToday).toBe(4);
  expect(all.Week.at(-1)).toEqual({ Date: '2026-11-22', NewLeads: 2, FollowUps: 2 });
  expect((await t.inject({ url: '/api/dashboard-activity' })).statusCode).toBe(401);
});
