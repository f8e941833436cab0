import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAP_MAX_POINTS,
  visitMessages,
  type ApiEnvelope,
  type LeadsMap,
  type VisitsDay,
} from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLeadAt } from '../../../test/leads';
import { expectFieldErrors } from '../../../test/field-errors';
import { fixedClock, systemClock } from '../../lib/clock';

let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const post = (user: TestUser | null, url: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: user ? bearer(user) : {}, payload });

async function visitAt(user: TestUser, leadId: number, time: string, lat: number, lon: number) {
  t.ctx.clock = fixedClock(time);
  try {
    const response = await post(user, '/api/lead-visit', {
      LeadId: leadId,
      Latitude: lat,
      Longitude: lon,
      Accuracy: 10 + Math.random(),
    });
    expect(response.statusCode, response.body).toBe(200);
  } finally {
    t.ctx.clock = systemClock;
  }
}

describe('POST /api/visits-day', () => {
  it("answers the employee's visits of the business day in time order with the distance travelled", async () => {
    const staff = await createStaffUser(t.ctx);
    const tea = await insertLeadAt(t.ctx, staff.id, '23.024,72.5882', { companyName: 'Tea House' });
    const ashram = await insertLeadAt(t.ctx, staff.id, '23.0607,72.5808', {
      companyName: 'Ashram Stores',
    });
    // 27-11-2026 in Kolkata runs from 26-11 18:30 UTC to 27-11 18:30 UTC.
    await visitAt(staff, ashram, '2026-11-27T06:00:00Z', 23.0607, 72.5808);
    await visitAt(staff, tea, '2026-11-27T04:00:00Z', 23.024, 72.5882);
    await visitAt(staff, tea, '2026-11-26T18:00:00Z', 23.024, 72.5882); // the day before, IST
    await visitAt(staff, tea, '2026-11-27T19:00:00Z', 23.024, 72.5882); // the day after, IST
    const response = await post(admin, '/api/visits-day', { UserId: staff.id, Date: '2026-11-27' });
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<ApiEnvelope<VisitsDay>>().data!;
    expect(day.Visits.map((v) => [v.CompanyName, v.VisitedAt, v.LegM])).toEqual([
      ['Tea House', '2026-11-27T04:00:00Z', 0],
      ['Ashram Stores', '2026-11-27T06:00:00Z', 4151],
    ]);
    expect(day.TravelledM).toBe(4151);
    // The employee may ask for their own day, not another's.
    expect(
      (await post(staff, '/api/visits-day', { UserId: staff.id, Date: '2026-11-27' })).statusCode,
    ).toBe(200);
    const other = await post(staff, '/api/visits-day', { UserId: admin.id, Date: '2026-11-27' });
    expect(other.statusCode).toBe(403);
    expect(other.json<ApiEnvelope>().message).toBe(visitMessages.notYours);
    expectFieldErrors(
      await post(admin, '/api/visits-day', { UserId: staff.id, Date: '2026-02-30' }),
      {
        Date: visitMessages.dateInvalid,
      },
    );
    // The same rows as a sheet.
    const sheet = await post(admin, '/api/visits-day', {
      UserId: staff.id,
      Date: '2026-11-27',
      Export: 1,
    });
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const companies: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => companies.push(row.getCell(3).value));
    expect(companies).toEqual([
      'Company Name',
      'Tea House',
      'Ashram Stores',
      'Travelled (straight line, m)',
    ]);
  });
});

describe('POST /api/leads-map', () => {
  const AHMEDABAD = { North: 23.2, South: 22.9, East: 72.7, West: 72.4 };

  it('answers the leads in the box the caller may see, with their follow-up state', async () => {
    const staff = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    t.ctx.clock = fixedClock('2026-11-27T06:00:00Z');
    try {
      const overdue = await insertLeadAt(t.ctx, staff.id, '23.02,72.57', {
        nextDate: '2026-11-20',
      });
      const today = await insertLeadAt(t.ctx, staff.id, '23.03,72.58', { nextDate: '2026-11-27' });
      const done = await insertLeadAt(t.ctx, staff.id, '23.04,72.59', {
        main: 'Completed',
        sub: 'Converted',
      });
      await insertLeadAt(t.ctx, staff.id, '19.07,72.87'); // Mumbai: outside
      await insertLeadAt(t.ctx, staff.id, '23.05,72.55', { deletedAt: new Date() });
      const others = await insertLeadAt(t.ctx, other.id, '23.02,72.58');
      const mine = (await post(staff, '/api/leads-map', AHMEDABAD)).json<ApiEnvelope<LeadsMap>>()
        .data!;
      expect(Object.fromEntries(mine.Leads.map((l) => [l.id, l.State]))).toEqual({
        [overdue]: 'Overdue',
        [today]: 'Today',
        [done]: '',
      });
      expect(mine.Leads.find((l) => l.id === today)).toMatchObject({
        Latitude: 23.03,
        Longitude: 72.58,
      });
      // Naming another employee changes nothing for staff; the administrator may filter by one.
      const asked = await post(staff, '/api/leads-map', { ...AHMEDABAD, UserId: other.id });
      expect(asked.json<ApiEnvelope<LeadsMap>>().data!.Leads.map((l) => l.id)).not.toContain(
        others,
      );
      const filtered = await post(admin, '/api/leads-map', { ...AHMEDABAD, UserId: other.id });
      expect(filtered.json<ApiEnvelope<LeadsMap>>().data!.Leads.map((l) => l.id)).toEqual([others]);
    } finally {
      t.ctx.clock = systemClock;
    }
  });

  it('answers clusters with counts beyond a few hundred leads', async () => {
    const staff = await createStaffUser(t.ctx);
    await t.ctx.db.execute(
      sql.raw(`insert into leads (user_id, recorded_by, mobile_no, business_type, product, entry_date, status_id, location)
       select ${staff.id}, ${staff.id}, '6' || lpad(i::text, 9, '0'), 'Service', 'OYaar', '2026-11-01',
         (select min(id) from lead_statuses), (10 + (i % 30) * 0.01)::text || ',' || (70 + (i / 30) * 0.01)::text
       from generate_series(1, ${MAP_MAX_POINTS + 50}) i`),
    );
    const box = { North: 11, South: 9.9, East: 71, West: 69.9 };
    const map = (await post(staff, '/api/leads-map', box)).json<ApiEnvelope<LeadsMap>>().data!;
    expect(map.Leads).toEqual([]);
    expect(map.Clusters.reduce((sum, c) => sum + c.Count, 0)).toBe(MAP_MAX_POINTS + 50);
    expect(map.Clusters.length).toBeGreaterThan(1);
    // The cells follow the leads: a soft delete, a move out of the box, a lead without a place.
    await t.ctx.db.execute(
      sql.raw(`update leads set deleted_at = now() where user_id = ${staff.id} and id % 10 = 0`),
    );
    await t.ctx.db.execute(
      sql.raw(`update leads set location = '30,80' where user_id = ${staff.id} and id % 10 = 1`),
    );
    await t.ctx.db.execute(
      sql.raw(`update leads set location = 'gone' where user_id = ${staff.id} and id % 10 = 2`),
    );
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql.raw(
        `select count(*)::int as n from leads where user_id = ${staff.id} and deleted_at is null and geo <@ box(point(69.9, 9.9), point(71, 11))`,
      ),
    );
    const after = (await post(staff, '/api/leads-map', box)).json<ApiEnvelope<LeadsMap>>().data!;
    const counted = after.Clusters.reduce((sum, c) => sum + c.Count, 0) || after.Leads.length;
    expect(counted).toBe(rows[0]!.n);
    // A street's box reads its leads themselves (the GiST index), one by one.
    const street = { North: 10.025, South: 9.995, East: 70.025, West: 69.995 };
    const near = (await post(staff, '/api/leads-map', street)).json<ApiEnvelope<LeadsMap>>().data!;
    expect(near.Leads.length + near.Clusters.reduce((sum, c) => sum + c.Count, 0)).toBeGreaterThan(
      0,
    );
  });

  it('refuses a box upside down or off the globe beside the field', async () => {
    const staff = await createStaffUser(t.ctx);
    expectFieldErrors(await post(staff, '/api/leads-map', { ...AHMEDABAD, North: 22, South: 23 }), {
      North: visitMessages.boxInvalid,
    });
    expectFieldErrors(await post(staff, '/api/leads-map', { ...AHMEDABAD, East: 200 }), {
      East: visitMessages.longitudeInvalid,
    });
    expect((await post(null, '/api/leads-map', AHMEDABAD)).statusCode).toBe(401);
  });
});
