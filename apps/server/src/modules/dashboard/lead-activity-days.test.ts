import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead, statusIdOf } from '../../../test/leads';
import { generateLeads } from '../../db/seed/generate-leads';
import { businessToday } from '../../lib/clock';

/**
 * lead_activity_days (kept by triggers) always equals a full recount: live leads by entry date and
 * the employee who recorded them (not the owner: a transfer moves no count), and their follow-ups
 * by date and the employee who recorded them.
 */
let t: TestApp;
let staff: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  staff = [
    await createStaffUser(t.ctx),
    await createStaffUser(t.ctx),
    await createStaffUser(t.ctx),
  ];
  await generateLeads(t.ctx.db, { count: 300, users: staff.map((s) => s.id), seed: 7 });
});
afterAll(() => t.close());

async function expectTotalsMatchRecount() {
  const { rows } = await t.ctx.db.execute(sql`
    with recount as (
      select day, user_id, sum(l)::int as new_leads, sum(f)::int as follow_ups from (
        select entry_date as day, recorded_by as user_id, 1 as l, 0 as f
          from leads where deleted_at is null
        union all
        select f.follow_up_date, f.user_id, 0, 1 from follow_ups f
          join leads l on l.id = f.lead_id and l.deleted_at is null
      ) as live group by 1, 2
    ),
    kept as (
      select day, user_id, new_leads, follow_ups from lead_activity_days
      where new_leads <> 0 or follow_ups <> 0
    )
    (select * from recount except select * from kept)
    union all
    (select * from kept except select * from recount)`);
  expect(rows).toEqual([]);
}

const leadIds = async () =>
  (await t.ctx.db.execute<{ id: number }>(sql`select id from leads order by id`)).rows.map(
    (row) => row.id,
  );

type Write =
  | { kind: 'insert'; user: number; daysAgo: number }
  | { kind: 'follow-up'; lead: number; user: number; daysAgo: number }
  | {
      kind: 'transfer' | 'delete' | 'restore' | 'redate' | 'status';
      lead: number;
      user: number;
      daysAgo: number;
    }
  | { kind: 'move-follow-up' | 'delete-follow-up'; lead: number; user: number; daysAgo: number };

const writeArbitrary: fc.Arbitrary<Write> = fc.record({
  kind: fc.constantFrom(
    'insert',
    'follow-up',
    'transfer',
    'delete',
    'restore',
    'redate',
    'status',
    'move-follow-up',
    'delete-follow-up',
  ),
  lead: fc.nat(10_000),
  user: fc.nat(2),
  daysAgo: fc.nat(9),
});

async function apply(write: Write, ids: number[], statusId: number) {
  const day = sql`'2026-11-22'::date - ${write.daysAgo}::int`;
  const user = staff[write.user]!.id;
  const lead = 'lead' in write ? ids[write.lead % ids.length]! : 0;
  const run = (query: ReturnType<typeof sql>) => t.ctx.db.execute(query);
  switch (write.kind) {
    case 'insert':
      ids.push(await insertLead(t.ctx, user, { entryDate: `2026-11-${22 - write.daysAgo}` }));
      return;
    case 'follow-up':
      await run(sql`insert into follow_ups (lead_id, user_id, follow_up_date, next_date, status_id, remarks)
        values (${lead}, ${user}, ${day}, null, ${statusId}, 'mix')`);
      return;
    case 'transfer':
      await run(sql`update leads set user_id = ${user} where id = ${lead}`);
      return;
    case 'delete':
      await run(sql`update leads set deleted_at = now() where id = ${lead}`);
      return;
    case 'restore':
      await run(sql`update leads set deleted_at = null where id = ${lead}`);
      return;
    case 'redate':
      await run(sql`update leads set entry_date = ${day} where id = ${lead}`);
      return;
    case 'status':
      await run(
        sql`update leads set status_id = ${statusId}, next_date = ${day} where id = ${lead}`,
      );
      return;
    case 'move-follow-up':
      await run(sql`update follow_ups set follow_up_date = ${day}, user_id = ${user}
        where id = (select max(id) from follow_ups where lead_id = ${lead})`);
      return;
    case 'delete-follow-up':
      await run(
        sql`delete from follow_ups where id = (select min(id) from follow_ups where lead_id = ${lead})`,
      );
  }
}

it('equals a full recount after a random mix of inserts, follow-ups, transfers, deletes and status changes', async () => {
  await expectTotalsMatchRecount();
  const statusId = await statusIdOf(t.ctx, 'Completed', 'Converted');
  const ids = await leadIds();
  const writes = fc.sample(fc.array(writeArbitrary, { minLength: 150, maxLength: 150 }), {
    seed: 20,
    numRuns: 1,
  })[0]!;
  for (const write of writes) await apply(write, ids, statusId);
  await expectTotalsMatchRecount();
  // A set-based write of many leads at once (as an import or a bulk transfer).
  await t.ctx.db.execute(sql`update leads set user_id = ${staff[0]!.id} where id % 3 = 0`);
  await t.ctx.db.execute(sql`update leads set deleted_at = now() where id % 7 = 0`);
  await expectTotalsMatchRecount();
});

it('shows the week from the kept totals: a transfer leaves the lead with its recorder, a delete takes its follow-ups away', async () => {
  const [first, second] = staff as [TestUser, TestUser, TestUser];
  const week = async (user: TestUser) => {
    const response = await t.inject({ url: '/api/dashboard-activity', headers: bearer(user) });
    return response.json<{ data: { NewLeadsThisWeek: number; FollowUpsThisWeek: number } }>().data;
  };
  const today = businessToday(t.ctx);
  const before = [await week(first), await week(second)];
  const lead = await insertLead(t.ctx, first.id, {
    entryDate: today,
  });
  await t.ctx.db.execute(sql`insert into follow_ups (lead_id, user_id, follow_up_date, remarks)
    values (${lead}, ${second.id}, ${today}::date, 'visit')`);
  expect((await week(first)).NewLeadsThisWeek).toBe(before[0]!.NewLeadsThisWeek + 1);
  expect((await week(second)).FollowUpsThisWeek).toBe(before[1]!.FollowUpsThisWeek + 1);

  await t.ctx.db.execute(sql`update leads set user_id = ${second.id} where id = ${lead}`);
  expect((await week(first)).NewLeadsThisWeek).toBe(before[0]!.NewLeadsThisWeek + 1);
  expect((await week(second)).NewLeadsThisWeek).toBe(before[1]!.NewLeadsThisWeek);

  await t.ctx.db.execute(sql`update leads set deleted_at = now() where id = ${lead}`);
  expect(await week(first)).toMatchObject(before[0]!);
  expect(await week(second)).toMatchObject(before[1]!);
});
