import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { createLeadViaApi, insertLead, statusIdOf } from '../../../test/leads';
import { generateLeads } from '../../db/seed/generate-leads';
import { leads } from '../../db/schema';

/** lead_view_counts and lead_view_totals (kept by triggers) always equal the live leads, grouped. */
let t: TestApp;
let staff: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
  other = await createStaffUser(t.ctx);
});
afterAll(() => t.close());

async function expectCountsMatchLeads() {
  const { rows } = await t.ctx.db.execute(sql`
    (select user_id, status_id, next_date, count(*)::int as leads from leads where deleted_at is null group by 1, 2, 3
     except
     select user_id, status_id, next_date, leads from lead_view_counts where leads <> 0)
    union all
    (select user_id, status_id, next_date, leads from lead_view_counts where leads <> 0
     except
     select user_id, status_id, next_date, count(*)::int from leads where deleted_at is null group by 1, 2, 3)`);
  expect(rows).toEqual([]);
  const totals = await t.ctx.db.execute(sql`
    (select status_id, next_date, count(*)::int as leads from leads where deleted_at is null group by 1, 2
     except
     select status_id, next_date, leads from lead_view_totals where leads <> 0)
    union all
    (select status_id, next_date, leads from lead_view_totals where leads <> 0
     except
     select status_id, next_date, count(*)::int from leads where deleted_at is null group by 1, 2)`);
  expect(totals.rows).toEqual([]);
}

it('follows inserts, bulk inserts, updates, follow-ups, transfers, soft and hard deletes', async () => {
  await generateLeads(t.ctx.db, { count: 400, users: [staff.id, other.id], seed: 5 });
  await expectCountsMatchLeads();
  const id = await createLeadViaApi(t, staff);
  const undated = await insertLead(t.ctx, staff.id, { nextDate: null });
  await expectCountsMatchLeads();

  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, headers: bearer(staff), payload });
  await post('/api/create-followup', {
    LeadId: id,
    FollowUpDate: '2026-11-20',
    Remarks: 'ok',
    UserId: staff.id,
    StatusId: await statusIdOf(t.ctx, 'Completed', 'Converted'),
    NextDate: '2026-11-28',
  });
  await post('/api/transfer-leads', { id: undated, UserId: other.id });
  await expectCountsMatchLeads();
  await post('/api/lead-delete', { id });
  await expectCountsMatchLeads();

  await t.ctx.db.update(leads).set({ deletedAt: null }).where(eq(leads.id, id));
  await t.ctx.db
    .update(leads)
    .set({ nextDate: sql`next_date + 1` })
    .where(eq(leads.userId, other.id));
  await t.ctx.db.update(leads).set({ updatedAt: sql`now()` });
  await expectCountsMatchLeads();
  await t.ctx.db.delete(leads).where(eq(leads.id, undated));
  await t.ctx.db.execute(
    sql`delete from follow_ups where lead_id in (select id from leads where user_id = ${other.id})`,
  );
  await t.ctx.db.delete(leads).where(eq(leads.userId, other.id));
  await expectCountsMatchLeads();
});
