import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRenewalsDue, RenewalDue } from '@yaar/shared';
import { ASHA_TRADERS_RENEWAL_DUE } from '@yaar/shared/examples';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { update, updateBody } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

let t: TestApp;
let admin: TestUser;
let ravi: TestUser;
let meena: TestUser;

const sell = async (seller: TestUser, MobileNo: string, days: number, fields: object = {}) => {
  const body = updateBody({ EmployeeId: seller.id, MobileNo, LicenseYears: days, ...fields });
  expect((await update(t, admin, body)).status).toBe(200);
};
const due = (user: TestUser, payload: object) =>
  t.inject({ method: 'POST', url: '/api/renewals-due', headers: bearer(user), payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.ctx);
  ravi = await createStaffUser(t.ctx, { firstName: 'Ravi' });
  meena = await createStaffUser(t.ctx, { firstName: 'Meena' });
  // 2026-11-23 in India (11:30); every licence is sold today for `days` days.
  t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
  await sell(ravi, '9100000201', 5);
  await sell(ravi, '9100000202', 20, { Name: 'Bala Stores', NoReminders: 1 });
  await sell(meena, '9100000203', 25, { Product: 'VahanYaar' });
  await sell(ravi, '9100000204', 90);
});
afterAll(() => t.close());

describe('POST /renewals-due', () => {
  it('lists licences expiring within Days, soonest first, with charges and notices sent', async () => {
    t.ctx.clock = fixedClock('2026-11-27T06:00:00Z');
    await t.inject({
      method: 'POST',
      url: '/api/run-renewal-notices',
      headers: bearer(admin),
      payload: { Date: '2026-11-27' }, // 9100000201's 1-day notice
    });
    t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
    const response = await due(admin, { Days: 30, Page: 1, PageSize: 2 });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json<{ data: RenewalDue[]; meta: object }>();
    expect(meta).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(data[0]).toEqual({ id: expect.any(Number) as number, ...ASHA_TRADERS_RENEWAL_DUE });
    expect(data[1]).toMatchObject({ MobileNo: '9100000202', NoReminders: 1, NoticesSent: 0 });
    const week = (await due(admin, { Days: 7 })).json<{ data: RenewalDue[] }>();
    expect(week.data.map((row) => row.MobileNo)).toEqual(['9100000201']);
  });

  it('exports every licence of the range as renewals_due.xlsx', async () => {
    const response = await due(admin, { Days: 30, Export: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('renewals_due.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('Product');
    expect(sheet.getRow(4).getCell(4).value).toBe('9100000203');
  });

  it('sets and clears "no reminders" with the licence details alone (a 0/1 flag)', async () => {
    const details = (NoReminders: unknown) =>
      update(t, admin, {
        Product: 'OYaar',
        MobileNo: '9100000201',
        EntryDate: '2026-11-23',
        NoReminders,
      });
    expect((await details(1)).status).toBe(200);
    const flagOf = async () =>
      (await due(admin, { Days: 7 })).json<{ data: RenewalDue[] }>().data[0]!.NoReminders;
    expect(await flagOf()).toBe(1);
    expect((await details('0')).status).toBe(200);
    expect(await flagOf()).toBe(0);
    const bad = await details('maybe');
    expect(bad.status).toBe(422);
  });

  it('refuses a Days out of bounds beside the field, and staff', async () => {
    const bad = await due(admin, { Days: 1000 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { Days: 'Days must be a whole number from 0 to 366.' },
    });
    expect((await due(ravi, { Days: 30 })).statusCode).toBe(403);
  });
});

describe('GET /my-renewals-due', () => {
  it("shows a salesperson their own customers' licences expiring within 30 days", async () => {
    const mine = async (user: TestUser) => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/my-renewals-due',
        headers: bearer(user),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: MyRenewalsDue }>().data;
    };
    const ravis = await mine(ravi);
    expect(ravis.Count).toBe(2);
    expect(ravis.Next.map((row) => row.MobileNo)).toEqual(['9100000201', '9100000202']);
    expect((await mine(meena)).Next.map((row) => row.Product)).toEqual(['VahanYaar']);
    expect((await mine(admin)).Count).toBe(0);
  });
});
