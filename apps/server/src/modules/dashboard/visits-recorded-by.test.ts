import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type ApiEnvelope, type DashboardActivity } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import {
  appWithAdminAndStaff,
  bearer,
  createStaffUser,
  type TestUser,
} from '../../../test/factories';
import { createLeadViaApi, insertLead, leadMobile, postForm } from '../../../test/leads';
import { post } from '../../../test/licences';
import { leads } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

// Today's Visits is what the employee did: leads they recorded and follow-ups they recorded that
// day. Leads the administrator imports, or assigns to them, are not their visits (issue 30).
const TODAY = '2026-11-22';
let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff());
  t.ctx.clock = fixedClock('2026-11-22T04:30:00Z'); // 10:00 in Kolkata
});
afterAll(() => t.close());

const visitsToday = async (user: TestUser) => {
  const response = await t.inject({ url: '/api/dashboard-activity', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<DashboardActivity>>().data!.VisitsToday;
};

/** The administrator imports `count` leads today (into the admin's pool): their mobiles. */
async function importLeads(count: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow([...IMPORT_COLUMNS]);
  const mobiles = Array.from({ length: count }, () => leadMobile());
  for (const mobile of mobiles) {
    const row: Record<string, string> = {
      CompanyName: 'Shree Ganesh Motors',
      OwnerName: 'Ramesh Patel',
      MobileNo: mobile,
      BusinessType: 'vehicle service',
      Address: 'Station Road',
      City: 'Ahmedabad',
      Pincode: '380001',
      Product: 'vahanyaar',
      Requirements: 'Wants billing software',
    };
    sheet.addRow(IMPORT_COLUMNS.map((column) => row[column] ?? null));
  }
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'leads.xlsx');
  const response = await postForm(t, '/api/import-leads', admin, form);
  expect(response.statusCode, response.body).toBe(200);
  return mobiles;
}

it('does not count leads imported by the administrator, nor their assignment, as the employee’s visits', async () => {
  const employee = await createStaffUser(t.ctx);
  const adminBefore = await visitsToday(admin);
  const mobiles = await importLeads(3);
  const imported = await t.ctx.db.select().from(leads).where(inArray(leads.mobileNo, mobiles));
  expect(imported.map((lead) => [lead.userId, lead.recordedBy, lead.entryDate])).toEqual(
    mobiles.map(() => [admin.id, admin.id, TODAY]),
  );
  // The import is no employee's visit; the administrator's dashboard sums everyone's.
  expect(await visitsToday(employee)).toBe(0);
  expect(await visitsToday(admin)).toBe(adminBefore + 3);

  const { status } = await post(t, admin, '/assign-leads', {
    UserId: employee.id,
    StatusId: imported[0]!.statusId,
    EntryDate: TODAY,
    NextDate: '2026-11-29',
    NoOfLeads: '3',
  });
  expect(status).toBe(200);
  const owners = await t.ctx.db
    .select({ userId: leads.userId })
    .from(leads)
    .where(inArray(leads.mobileNo, mobiles));
  expect(owners.every((lead) => lead.userId === employee.id)).toBe(true);
  expect(await visitsToday(employee)).toBe(0);
  expect(await visitsToday(admin)).toBe(adminBefore + 3);
});

it('counts a lead the employee creates and a follow-up they record, and keeps them through a transfer', async () => {
  const before = await visitsToday(staff);
  const created = await createLeadViaApi(t, staff);
  expect(await visitsToday(staff)).toBe(before + 1);

  const assigned = await insertLead(t.ctx, admin.id, { entryDate: TODAY });
  await t.ctx.db.update(leads).set({ userId: staff.id }).where(eq(leads.id, assigned));
  expect(await visitsToday(staff)).toBe(before + 1);
  const followUp = await t.inject({
    method: 'POST',
    url: '/api/create-followup',
    headers: bearer(staff),
    payload: {
      LeadId: assigned,
      FollowUpDate: TODAY,
      Remarks: 'Visited, owner interested',
      UserId: staff.id,
      StatusId: (await t.ctx.db.select().from(leads).where(eq(leads.id, assigned)))[0]!.statusId,
      NextDate: '2026-11-27',
    },
  });
  expect(followUp.statusCode, followUp.body).toBe(200);
  expect(await visitsToday(staff)).toBe(before + 2);

  // The lead the employee recorded stays their visit when it changes hands, and leaves the count
  // only when it is deleted.
  const other = await createStaffUser(t.ctx);
  await t.ctx.db.update(leads).set({ userId: other.id }).where(eq(leads.id, created));
  expect(await visitsToday(staff)).toBe(before + 2);
  expect(await visitsToday(other)).toBe(0);
  await t.ctx.db.update(leads).set({ deletedAt: new Date() }).where(eq(leads.id, created));
  expect(await visitsToday(staff)).toBe(before + 1);
  await t.ctx.db.update(leads).set({ deletedAt: null }).where(eq(leads.id, created));
  expect(await visitsToday(staff)).toBe(before + 2);
});
