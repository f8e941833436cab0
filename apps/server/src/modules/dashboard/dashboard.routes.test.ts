import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FOLLOW_UP_VIEWS,
  DASHBOARD_CARDS,
  type ApiEnvelope,
  type DashboardCounts,
  type LeadListItem,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { createLeadViaApi, insertLead, leadRow } from '../../../test/leads';
import { fixedClock, systemClock } from '../../lib/clock';

/**
 * The six views in the business day of BUSINESS_TZ (Asia/Kolkata, UTC+5:30), around midnight:
 * at 19:00 UTC on 21 November it is already 00:30 on 22 November in Kolkata.
 */
let t: TestApp;
let staff: TestUser;
let other: TestUser;
let admin: TestUser;
const made: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
  other = await createStaffUser(t.ctx);
  admin = await adminUser(t.ctx);
  made.due21 = await insertLead(t.ctx, staff.id, { nextDate: '2026-11-21' });
  made.due22 = await insertLead(t.ctx, staff.id, { nextDate: '2026-11-22', sub: 'Demo Scheduled' });
  made.ref22 = await insertLead(t.ctx, staff.id, {
    nextDate: '2026-11-22',
    sub: 'Customer Reference',
  });
  made.due23 = await insertLead(t.ctx, staff.id, { nextDate: '2026-11-23' });
  made.undated = await insertLead(t.ctx, staff.id, { nextDate: null });
  made.done22 = await insertLead(t.ctx, staff.id, {
    nextDate: '2026-11-22',
    main: 'Completed',
    sub: 'Converted',
  });
  made.otherDue22 = await insertLead(t.ctx, other.id, { nextDate: '2026-11-22' });
});
afterAll(() => t.close());

const counts = async (user: TestUser) => {
  const response = await t.inject({ url: '/api/dashboard-counts', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<DashboardCounts>>().data!;
};
const view = async (user: TestUser, FollowUpStatus: string) => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(user),
    payload: { FollowUpStatus },
  });
  return response
    .json<ApiEnvelope<LeadListItem[]>>()
    .data!.map((lead) => lead.id)
    .sort((a, b) => a - b);
};
const idsOf = (...keys: string[]) => keys.map((key) => made[key]!).sort((a, b) => a - b);

describe('just after midnight in Kolkata (UTC still on the day before)', () => {
  beforeAll(() => {
    t.ctx.clock = fixedClock('2026-11-21T19:00:00Z');
  });
  afterAll(() => {
    t.ctx.clock = systemClock;
  });

  it('counts the staff member’s own leads into the six cards', async () => {
    expect(await counts(staff)).toEqual({
      OverdueLeads: 1,
      TodayLeads: 2,
      UpcomingLeads: 1,
      PendingLeads: 5,
      CompleteLeads: 1,
      ReferralLeads: 1,
    });
  });

  it('lists the same leads in each view', async () => {
    expect(await view(staff, 'Overdue')).toEqual(idsOf('due21'));
    expect(await view(staff, 'Today')).toEqual(idsOf('due22', 'ref22'));
    expect(await view(staff, 'Upcoming')).toEqual(idsOf('due23'));
    expect(await view(staff, 'Pending')).toEqual(
      idsOf('due21', 'due22', 'ref22', 'due23', 'undated'),
    );
    expect(await view(staff, 'Completed')).toEqual(idsOf('done22'));
    expect(await view(staff, 'Referral')).toEqual(idsOf('ref22'));
  });

  it('gives every card a count equal to its view’s length', async () => {
    const counted = await counts(staff);
    for (const card of DASHBOARD_CARDS) {
      expect((await view(staff, card.view)).length, card.title).toBe(counted[card.count]);
    }
    expect(DASHBOARD_CARDS.map((card) => card.view)).toEqual([...FOLLOW_UP_VIEWS]);
  });

  it('stamps a new lead with the business day as its EntryDate', async () => {
    const id = await createLeadViaApi(t, other);
    expect((await leadRow(t.ctx, id))!.entryDate).toBe('2026-11-22');
  });

  it('counts every employee’s leads for the administrator', async () => {
    const all = await counts(admin);
    expect(all.TodayLeads).toBe(3);
    expect(all.PendingLeads).toBe(7);
    expect(await view(admin, 'Today')).toEqual(idsOf('due22', 'ref22', 'otherDue22'));
  });
});

describe('one minute before midnight in Kolkata', () => {
  beforeAll(() => {
    t.ctx.clock = fixedClock('2026-11-21T18:29:00Z');
  });
  afterAll(() => {
    t.ctx.clock = systemClock;
  });

  it('is still the 21st: nothing overdue, the 21st due today, the rest upcoming', async () => {
    expect(await counts(staff)).toMatchObject({ OverdueLeads: 0, TodayLeads: 1, UpcomingLeads: 3 });
    expect(await view(staff, 'Today')).toEqual(idsOf('due21'));
    expect(await view(staff, 'Upcoming')).toEqual(idsOf('due22', 'ref22', 'due23'));
  });
});

describe('in another BUSINESS_TZ', () => {
  it('uses the configured zone: at 19:00 UTC it is still the 21st in UTC', async () => {
    const utc = await createTestApp({ BUSINESS_TZ: 'UTC' });
    try {
      const user = await createStaffUser(utc.ctx);
      await insertLead(utc.ctx, user.id, { nextDate: '2026-11-22' });
      utc.ctx.clock = fixedClock('2026-11-21T19:00:00Z');
      const response = await utc.inject({ url: '/api/dashboard-counts', headers: bearer(user) });
      expect(response.json<ApiEnvelope<DashboardCounts>>().data).toMatchObject({
        TodayLeads: 0,
        UpcomingLeads: 1,
      });
    } finally {
      await utc.close();
    }
  });
});

it('answers zeros to a new employee', async () => {
  expect(await counts(await createStaffUser(t.ctx))).toEqual({
    OverdueLeads: 0,
    TodayLeads: 0,
    UpcomingLeads: 0,
    PendingLeads: 0,
    CompleteLeads: 0,
    ReferralLeads: 0,
  });
});

it('counts a lead added here at once, and one added by another process once it is told', async () => {
  const newcomer = await createStaffUser(t.ctx);
  expect((await counts(newcomer)).PendingLeads).toBe(0);

  await insertLead(t.ctx, newcomer.id, { nextDate: null });
  expect((await counts(newcomer)).PendingLeads).toBe(1);

  // Another server's write reaches this process as the trigger's notification.
  const elsewhere = new pg.Client({ connectionString: t.databaseUrl });
  await elsewhere.connect();
  await elsewhere.query(
    `insert into leads (user_id, recorded_by, company_name, owner_name, mobile_no, business_type,
       product, entry_date, status_id)
     select $1, $1, company_name, owner_name, '6999999999', business_type, product, entry_date, status_id
     from leads where user_id = $1`,
    [newcomer.id],
  );
  await elsewhere.end();
  await vi.waitFor(async () => expect((await counts(newcomer)).PendingLeads).toBe(2));
});
