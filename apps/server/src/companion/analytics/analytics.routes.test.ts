import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  analyticsMessages,
  inputMessages,
  type Analytics,
  type AnalyticsCompany,
  type ApiEnvelope,
  type PageMeta,
} from '@yaar/shared';
import type { Headers, TestApp } from '../../../test/app';
import {
  createAppUser,
  createCompany,
  grantOYaarLicence,
  noonOf,
  recordReminders,
} from '../../../test/companion-factories';
import { appWithCompanionAdmin } from '../../../test/factories';
import { businessToday } from '../../lib/clock';

let t: TestApp, admin: Headers;
let today: string;
const day = (offset: number) => addDays(today, offset);

/**
 * The seeded office: five companies registered over ten days (two with a running licence, one
 * expired, one never licensed, one running outside the range), their reminders, and app users.
 */
const seeded = { companies: {} as Record<string, number>, usersInRange: 0 };
beforeAll(async () => {
  ({ t, admin } = await appWithCompanionAdmin());
  today = businessToday(t.ctx);
  const company = async (
    name: string,
    registered: string,
    licence: string | null | false,
    owner = `${name.split(' ')[0]} Owner Kumar`,
  ) => {
    const row = await createCompany(t.ctx, {
      name,
      ownerName: owner,
      createdAt: noonOf(registered),
    });
    const ownerMobile = (await t.ctx.db.query.appUsers.findFirst({
      where: (u, { eq }) => eq(u.id, row.ownerId),
    }))!.mobileNo;
    if (licence !== false) await grantOYaarLicence(t.ctx, ownerMobile, licence);
    seeded.companies[name] = row.id;
    return row;
  };
  const ganesh = await company('Ganesh Traders', day(-2), day(30), 'Ramesh Patel');
  const jalaram = await company('Jalaram Kirana', day(-5), day(0), 'Suresh Bhai Shah');
  await company('Old Mill Stores', day(-6), day(-1));
  await company('Never Licensed Co', day(-9), false);
  const outside = await company('Outside Range Ltd', day(-40), day(90));
  await recordReminders(t.ctx, ganesh.id, 3, noonOf(day(-1)));
  await recordReminders(t.ctx, ganesh.id, 2, noonOf(day(-30)));
  await recordReminders(t.ctx, jalaram.id, 5, noonOf(day(0)));
  await recordReminders(t.ctx, outside.id, 1, noonOf(day(-3)));
  // App users: the five owners above, plus three customers in range and one far back.
  for (const offset of [0, -1, -7]) await createAppUser(t.ctx, { createdAt: noonOf(day(offset)) });
  await createAppUser(t.ctx, { createdAt: noonOf(day(-60)) });
  seeded.usersInRange = 4 + 3; // four owners registered within the last ten days, three customers
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = admin) =>
  t.inject({ method: 'POST', url: `/oyaar-api${url}`, payload, headers });
const analytics = async (payload: object) => {
  const response = await post('/analytics', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<Analytics>>().data!;
};
const countings = async (payload: object) => {
  const response = await post('/countings', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<AnalyticsCompany[]> & { meta: PageMeta }>();
};
const workbookRows = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
const tenDays = () => ({ FromDate: day(-10), ToDate: day(0) });

describe('POST /oyaar-api/analytics (the dashboard’s OYaar Analytics)', () => {
  it('counts the companies and users registered in the range, and splits companies by licence', async () => {
    const data = await analytics(tenDays());
    expect(data.counts).toEqual({
      Companies: 4,
      Active: 2,
      Expired: 2,
      Users: seeded.usersInRange,
    });
    expect(data.companies.map((c) => c.Name)).toEqual([
      'Ganesh Traders',
      'Jalaram Kirana',
      'Old Mill Stores',
      'Never Licensed Co',
    ]);
    expect(data.companies[0]).toEqual({
      id: seeded.companies['Ganesh Traders'],
      Name: 'Ganesh Traders',
      MobileNo: expect.stringMatching(/^\d{10}$/) as string,
      ReminderCount: 3,
      EntryDate: day(-2),
      owner: { FirstName: 'Ramesh', LastName: 'Patel', LicenseKey: day(30) },
    });
    expect(data.companies[1]!.owner).toEqual({
      FirstName: 'Suresh',
      LastName: 'Bhai Shah',
      LicenseKey: day(0),
    });
    expect(data.companies[3]!.owner.LicenseKey).toBeNull();
    expect(data.users).toHaveLength(seeded.usersInRange);
  });

  it('filters companies by licence state: today’s expiry is still active', async () => {
    const active = await analytics({ ...tenDays(), FilterCompany: 'Active' });
    expect(active.companies.map((c) => c.Name)).toEqual(['Ganesh Traders', 'Jalaram Kirana']);
    const expired = await analytics({ ...tenDays(), FilterCompany: 'Expired' });
    expect(expired.companies.map((c) => c.Name)).toEqual(['Old Mill Stores', 'Never Licensed Co']);
    expect(expired.counts).toEqual(active.counts);
  });

  it('reads an open range as every registration, and pages both lists', async () => {
    const all = await analytics({});
    expect(all.counts.Companies).toBe(5);
    expect(all.counts.Users).toBe(seeded.usersInRange + 2);
    const second = await analytics({ Page: 2, PageSize: 2 });
    expect(second.companies.map((c) => c.Name)).toEqual(['Old Mill Stores', 'Never Licensed Co']);
    expect(second.users).toHaveLength(2);
  });

  it('exports the companies of the filter as company_licenses.xlsx', async () => {
    const response = await post('/analytics', {
      ...tenDays(),
      FilterCompany: 'Active',
      ExportCompany: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(analyticsMessages.companiesFile);
    const rows = await workbookRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Company',
      'Mobile',
      'Owner',
      'License Expiry',
      'License',
      'Reminders',
      'Registered On',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[4], row[5]])).toEqual([
      ['Ganesh Traders', 'Ramesh Patel', 'Active', 3],
      ['Jalaram Kirana', 'Suresh Bhai Shah', 'Active', 5],
    ]);
    expect(rows[1]![3]).toEqual(new Date(`${day(30)}T00:00:00Z`));
  });

  it('says No licence for a company that never had one, Expired for one whose licence ran out', async () => {
    const response = await post('/analytics', {
      ...tenDays(),
      FilterCompany: 'Expired',
      ExportCompany: 1,
    });
    const rows = await workbookRows(response.rawPayload);
    expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
      ['Old Mill Stores', 'Expired'],
      ['Never Licensed Co', 'No licence'],
    ]);
  });

  it('exports the users of the range as users.xlsx', async () => {
    const response = await post('/analytics', { ...tenDays(), ExportUsers: 1 });
    expect(response.headers['content-disposition']).toContain(analyticsMessages.usersFile);
    const rows = await workbookRows(response.rawPayload);
    expect(rows[0]).toEqual(['Name', 'Mobile', 'Registered On']);
    expect(rows).toHaveLength(seeded.usersInRange + 1);
  });

  it('refuses dates out of order, a strange filter or flag, beside the field', async () => {
    const response = await post('/analytics', {
      FromDate: day(0),
      ToDate: day(-1),
      FilterCompany: 'Sleeping',
      ExportUsers: 2,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      FilterCompany: analyticsMessages.filterInvalid,
      ExportUsers: inputMessages.numberInvalid,
    });
    const order = await post('/analytics', { FromDate: day(0), ToDate: day(-1) });
    expect(order.json<{ errors: Record<string, string> }>().errors).toEqual({
      ToDate: analyticsMessages.dateOrder,
    });
    const bad = await post('/analytics', { FromDate: '2026-02-30' });
    expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
      FromDate: inputMessages.dateInvalid,
    });
  });
});

describe('POST /oyaar-api/countings (Reminder Analytics)', () => {
  it('lists only companies whose owner’s licence runs today or later, most reminders first', async () => {
    const answer = await countings({ EntryFrom: day(-17), EntryTo: day(0) });
    expect(answer.data!.map((c) => [c.Name, c.ReminderCount])).toEqual([
      ['Jalaram Kirana', 5],
      ['Ganesh Traders', 3],
      ['Outside Range Ltd', 1],
    ]);
    expect(answer.meta).toEqual({ total: 3, page: 1, pageSize: 50 });
  });

  it('counts from 17 days before today to today when no range is sent', async () => {
    const answer = await countings({});
    expect(answer.data!.find((c) => c.Name === 'Ganesh Traders')!.ReminderCount).toBe(3);
    const wider = await countings({ EntryFrom: day(-31) });
    expect(wider.data!.find((c) => c.Name === 'Ganesh Traders')!.ReminderCount).toBe(5);
  });

  it('searches the company name, phone and the owner’s name', async () => {
    expect((await countings({ Search: 'jalaram' })).data!.map((c) => c.Name)).toEqual([
      'Jalaram Kirana',
    ]);
    expect((await countings({ Search: 'ramesh' })).data!.map((c) => c.Name)).toEqual([
      'Ganesh Traders',
    ]);
    expect((await countings({ Search: 'Old Mill' })).data).toEqual([]);
    expect((await countings({ Search: '100%_' })).data).toEqual([]);
  });

  it('exports the list as a sheet', async () => {
    const response = await post('/countings', { ExportCompany: 1, EntryFrom: day(-17) });
    expect(response.headers['content-disposition']).toContain(analyticsMessages.remindersFile);
    const rows = await workbookRows(response.rawPayload);
    expect(rows.slice(1).map((row) => [row[0], row[5]])).toEqual([
      ['Jalaram Kirana', 5],
      ['Ganesh Traders', 3],
      ['Outside Range Ltd', 1],
    ]);
  });

  it('refuses a long search and dates out of order', async () => {
    const response = await post('/countings', {
      Search: 'x'.repeat(101),
      EntryFrom: day(0),
      EntryTo: day(-3),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      Search: analyticsMessages.searchTooLong,
    });
  });
});
