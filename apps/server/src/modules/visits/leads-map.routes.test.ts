import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MAX_POINTS, type ApiEnvelope, type LeadsMap } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLeadAt } from '../../../test/leads';
import { fixedClock, systemClock } from '../../lib/clock';

let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

interface Box {
  North: number;
  South: number;
  East: number;
  West: number;
  UserId?: number;
}
async function mapOf(user: TestUser, box: Box): Promise<LeadsMap> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-map',
    headers: bearer(user),
    payload: box,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<LeadsMap>>().data!;
}
const counted = (map: LeadsMap) => map.Clusters.reduce((sum, c) => sum + c.Count, 0);
const clustersOf = (map: LeadsMap) =>
  map.Clusters.map((c) => [+c.Latitude.toFixed(6), +c.Longitude.toFixed(6), c.Count]).sort();

let placed = 0;
/** `count` live leads of `owner` at one place, inserted in one statement (as an import does). */
async function placeLeads(owner: number, latitude: number, longitude: number, count: number) {
  placed += 1;
  await t.ctx.db.execute(
    sql.raw(`insert into leads (user_id, recorded_by, mobile_no, business_type, product, entry_date,
       status_id, location)
     select ${owner}, ${owner}, '6' || lpad((${placed * 10_000} + i)::text, 9, '0'), 'Service',
       'OYaar', '2026-11-01', (select min(id) from lead_statuses), '${latitude},${longitude}'
     from generate_series(1, ${count}) i`),
  );
}

/** Rows of lead_geo_cells that differ from the cells counted afresh from the live leads. */
async function cellsAstray(): Promise<unknown[]> {
  const { rows } = await t.ctx.db.execute(sql`
    with fresh as (
      select level, owner as user_id, floor(geo[0] * 512)::int >> level as cell_x,
        floor(geo[1] * 512)::int >> level as cell_y, count(*)::int as leads,
        sum(geo[0]) as sum_longitude, sum(geo[1]) as sum_latitude
      from leads cross join generate_series(0, 12, 2) as level
        cross join lateral (values (user_id), (0)) as scope(owner)
      where deleted_at is null and geo is not null
      group by 1, 2, 3, 4),
    kept as (select * from lead_geo_cells where leads <> 0)
    select * from fresh full join kept using (level, user_id, cell_x, cell_y)
    where fresh.leads is distinct from kept.leads
      or abs(fresh.sum_longitude - kept.sum_longitude) > 1e-6
      or abs(fresh.sum_latitude - kept.sum_latitude) > 1e-6`);
  return rows;
}

describe('the map cells (lead_geo_cells)', () => {
  it('follow the leads through insert, move, soft delete, restore, transfer and delete', async () => {
    const first = await createStaffUser(t.ctx);
    const second = await createStaffUser(t.ctx);
    await placeLeads(first.id, 21.5, 70.5, 30);
    const one = await insertLeadAt(t.ctx, first.id, '21.501,70.502');
    expect(await cellsAstray()).toEqual([]);
    const update = (set: string, where: string) =>
      t.ctx.db.execute(sql.raw(`update leads set ${set} where ${where}`));
    // A move inside the same finest cell changes the mean position, not the count.
    await update(`location = '21.5011,70.5021'`, `id = ${one}`);
    await update(`location = '22.9,71.9'`, `user_id = ${first.id} and id % 3 = 0`);
    await update(`location = 'not a place'`, `user_id = ${first.id} and id % 3 = 1`);
    expect(await cellsAstray()).toEqual([]);
    await update(`deleted_at = now()`, `user_id = ${first.id} and id % 2 = 0`);
    expect(await cellsAstray()).toEqual([]);
    await update(`deleted_at = null`, `user_id = ${first.id} and id % 4 = 0`);
    // A transfer moves the leads to the other owner's cells; every owner's cells are unchanged.
    await update(`user_id = ${second.id}`, `user_id = ${first.id} and id % 5 < 3`);
    // A follow-up (no owner, place or liveness changed) leaves the cells as they are.
    await update(`next_date = '2026-12-24'`, `user_id in (${first.id}, ${second.id})`);
    expect(await cellsAstray()).toEqual([]);
    await t.ctx.db.execute(
      sql.raw(`delete from leads where user_id in (${first.id}, ${second.id}) and id % 2 = 1`),
    );
    expect(await cellsAstray()).toEqual([]);
  });
});

describe('POST /api/leads-map, clusters from the cells', () => {
  const box = { South: 10, North: 10.2, West: 60, East: 60.2 };

  it("counts each cluster's leads, for the caller's scope, at their mean place", async () => {
    const staff = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    await placeLeads(staff.id, 10.05, 60.05, 300);
    await placeLeads(staff.id, 10.15, 60.15, 250);
    await placeLeads(other.id, 10.15, 60.15, 200);
    await placeLeads(other.id, 10.1, 60.1, 1);
    // Far from the box: never counted.
    await placeLeads(staff.id, 12, 62, 500);

    const own = await mapOf(staff, box);
    expect(own.Leads).toEqual([]);
    expect(clustersOf(own)).toEqual([
      [10.05, 60.05, 300],
      [10.15, 60.15, 250],
    ]);
    // Naming another employee changes nothing for staff.
    expect(clustersOf(await mapOf(staff, { ...box, UserId: other.id }))).toEqual(clustersOf(own));
    // The administrator sees every owner's leads, or one employee's.
    expect(clustersOf(await mapOf(admin, box))).toEqual([
      [10.05, 60.05, 300],
      [10.1, 60.1, 1],
      [10.15, 60.15, 450],
    ]);
    const others = await mapOf(admin, { ...box, UserId: other.id });
    expect(others.Clusters).toEqual([]);
    expect(others.Leads).toHaveLength(201);
    // The counts follow a soft delete at once.
    await t.ctx.db.execute(
      sql.raw(`update leads set deleted_at = now() where user_id = ${staff.id} and id % 10 = 0`),
    );
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from leads where user_id = ${staff.id}
        and deleted_at is null and geo <@ box(point(60, 10), point(60.2, 10.2))`),
    );
    expect(counted(await mapOf(staff, box))).toBe(rows[0]!.n);
  });

  it('answers the leads while the box holds at most MAP_MAX_POINTS, however full its edges', async () => {
    const staff = await createStaffUser(t.ctx);
    const crowded = { South: 30, North: 30.1, West: 40, East: 40.1 };
    // Inside the box by 50 m, and just outside its east edge: the same stored cells.
    await placeLeads(staff.id, 30.05, 40.0995, MAP_MAX_POINTS);
    await placeLeads(staff.id, 30.05, 40.1005, 300);
    const atMost = await mapOf(staff, crowded);
    expect(atMost.Clusters).toEqual([]);
    expect(atMost.Leads).toHaveLength(MAP_MAX_POINTS);
    await placeLeads(staff.id, 30.01, 40.01, 1);
    const beyond = await mapOf(staff, crowded);
    expect(beyond.Leads).toEqual([]);
    expect(counted(beyond)).toBeGreaterThan(MAP_MAX_POINTS);
  });

  it('clusters a box across 180° from both sides', async () => {
    const staff = await createStaffUser(t.ctx);
    await placeLeads(staff.id, -17.5, 179.95, 250);
    await placeLeads(staff.id, -17.5, -179.95, 250);
    await placeLeads(staff.id, -17.5, 179.5, 100); // west of the box
    const map = await mapOf(staff, { South: -17.6, North: -17.4, West: 179.9, East: -179.9 });
    expect(clustersOf(map)).toEqual([
      [-17.5, -179.95, 250],
      [-17.5, 179.95, 250],
    ]);
  });

  it("colours a lead by today's date in the business time zone, across midnight", async () => {
    const staff = await createStaffUser(t.ctx);
    await insertLeadAt(t.ctx, staff.id, '45.5,45.5', { nextDate: '2026-11-28' });
    const street = { South: 45.499, North: 45.501, West: 45.499, East: 45.501 };
    const stateAt = async (time: string) => {
      t.ctx.clock = fixedClock(time);
      try {
        return (await mapOf(staff, street)).Leads.map((l) => l.State);
      } finally {
        t.ctx.clock = systemClock;
      }
    };
    // Midnight in Kolkata is 18:30 UTC.
    expect(await stateAt('2026-11-27T18:29:00Z')).toEqual(['Upcoming']);
    expect(await stateAt('2026-11-27T18:31:00Z')).toEqual(['Today']);
    expect(await stateAt('2026-11-28T18:31:00Z')).toEqual(['Overdue']);
  });
});
