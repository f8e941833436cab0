import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAppUser, createCompany } from '../../../test/companion-factories';
import { appUsers, companies } from '../../db/schema';
import { alignRegistrationDays } from './analytics.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Day = { day: string; companies: number; app_users: number };

/** The days as the triggers keep them, and as counting every row in `zone` gives them. */
async function keptAndRecounted(zone: string) {
  const kept = await t.ctx.db.execute<Day>(sql`
    select day::text, companies, app_users from companion.registration_days
    where companies <> 0 or app_users <> 0 order by day`);
  const recounted = await t.ctx.db.execute<Day>(sql`
    select day::text, sum(c)::int as companies, sum(u)::int as app_users from (
      select (created_at at time zone ${zone})::date as day, 1 as c, 0 as u from companion.companies
      union all
      select (created_at at time zone ${zone})::date, 0, 1 from companion.app_users
    ) as registered group by day order by day`);
  return { kept: kept.rows, recounted: recounted.rows };
}

it('keeps the registration days equal to a full recount after a mix of inserts, moves and deletes', async () => {
  // Around midnight in Kolkata, where the UTC day and the business day differ.
  const instants = [
    '2026-03-31T18:29:00Z',
    '2026-03-31T18:31:00Z',
    '2026-04-01T06:00:00Z',
    '2026-04-02T20:00:00Z',
  ].map((instant) => new Date(instant));
  let seed = 7;
  const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  const users: number[] = [];
  for (let i = 0; i < 30; i += 1)
    users.push((await createAppUser(t.ctx, { createdAt: instants[next(4)] })).id);
  const companyIds: number[] = [];
  for (let i = 0; i < 10; i += 1)
    companyIds.push((await createCompany(t.ctx, { createdAt: instants[next(4)] })).id);
  // One statement moving several rows, another moving one, deletes of unreferenced users.
  await t.ctx.db
    .update(appUsers)
    .set({ createdAt: instants[3] })
    .where(inArray(appUsers.id, users.slice(0, 5)));
  await t.ctx.db
    .update(companies)
    .set({ createdAt: instants[0] })
    .where(sql`${companies.id} = ${companyIds[0]}`);
  await t.ctx.db
    .update(appUsers)
    .set({ name: 'Renamed only' })
    .where(sql`${appUsers.id} = ${users[6]}`);
  await t.ctx.db.delete(appUsers).where(inArray(appUsers.id, users.slice(10, 14)));

  const { kept, recounted } = await keptAndRecounted('Asia/Kolkata');
  expect(kept).toEqual(recounted);
  expect(kept.map((row) => row.day)).toContain('2026-04-01');
});

it('counts the days again when the business time zone changes', async () => {
  await alignRegistrationDays(t.ctx.db, 'UTC');
  const utc = await keptAndRecounted('UTC');
  expect(utc.kept).toEqual(utc.recounted);
  // And new registrations are counted in the new zone.
  await createAppUser(t.ctx, { createdAt: new Date('2026-03-31T18:31:00Z') });
  const after = await keptAndRecounted('UTC');
  expect(after.kept).toEqual(after.recounted);
  await alignRegistrationDays(t.ctx.db, 'Asia/Kolkata');
  const back = await keptAndRecounted('Asia/Kolkata');
  expect(back.kept).toEqual(back.recounted);
});
