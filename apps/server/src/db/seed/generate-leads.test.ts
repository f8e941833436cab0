import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaffUser, type TestUser } from '../../../test/factories';
import { generateLeads } from './generate-leads';

let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  users = [await createStaffUser(t.ctx), await createStaffUser(t.ctx)];
});
afterAll(() => t.close());

describe('generateLeads', () => {
  it('inserts leads with follow-ups across all six views, consistent with the lead rules', async () => {
    const result = await generateLeads(t.ctx.db, {
      count: 3000,
      users: users.map((u) => u.id),
      seed: 7,
      today: '2026-11-22',
    });
    expect(result.leads).toBe(3000);
    expect(result.followUps).toBeGreaterThan(3000);
    const { rows } = await t.ctx.db.execute<Record<string, number>>(sql`
      select
        count(*) filter (where s.main_status = 'Pending' and l.next_date < '2026-11-22') as overdue,
        count(*) filter (where s.main_status = 'Pending' and l.next_date = '2026-11-22') as today,
        count(*) filter (where s.main_status = 'Pending' and l.next_date > '2026-11-22') as upcoming,
        count(*) filter (where s.main_status = 'Completed') as completed,
        count(*) filter (where s.sub_status = 'Customer Reference') as referral,
        count(*) filter (where l.entry_date > l.next_date) as entered_after_next,
        count(distinct l.mobile_no) as mobiles,
        count(distinct l.user_id) as owners,
        count(*) filter (where l.city_id is null) as no_city
      from leads l join lead_statuses s on s.id = l.status_id`);
    const stats = rows[0]!;
    for (const key of ['overdue', 'today', 'upcoming', 'completed', 'referral'])
      expect(stats[key], key).toBeGreaterThan(50);
    expect(stats).toMatchObject({ entered_after_next: 0, mobiles: 3000, owners: 2, no_city: 0 });
    const badFollowUps = await t.ctx.db.execute(sql`
      select 1 from follow_ups f join leads l on l.id = f.lead_id
      where f.next_date < f.follow_up_date or f.follow_up_date < l.entry_date or f.user_id <> l.user_id`);
    expect(badFollowUps.rows).toEqual([]);
  });

  it('adds more with new mobile numbers on a second run', async () => {
    const result = await generateLeads(t.ctx.db, {
      count: 500,
      users: [users[0]!.id],
      seed: 7,
      today: '2026-11-22',
    });
    expect(result.leads).toBe(500);
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(distinct mobile_no) as n from leads`,
    );
    expect(rows[0]!.n).toBe(3500);
  });

  it('refuses an empty user list', async () => {
    await expect(generateLeads(t.ctx.db, { count: 1, users: [] })).rejects.toThrow(/user/);
  });
});
