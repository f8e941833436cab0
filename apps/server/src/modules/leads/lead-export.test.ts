import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_EXPORT_FILE } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead } from '../../../test/leads';
import { generateLeads } from '../../db/seed/generate-leads';
import { safeCell } from '../../lib/xlsx/safe-cell';
import { streamLeadsWorkbook } from './lead-export';
import { EXPORT_COLUMNS } from './leads-list.repository';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
const INJECTIONS = [
  '=HYPERLINK("http://evil.test","click")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1',
  '\u0001=HYPERLINK("http://evil.test","hidden")',
];
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.ctx);
  staff = await createStaffUser(t.ctx, { firstName: 'Farhan' });
  await generateLeads(t.ctx.db, {
    count: 2500,
    users: [admin.id, staff.id],
    seed: 3,
    today: '2026-11-22',
  });
  for (const [index, value] of INJECTIONS.entries()) {
    await insertLead(t.ctx, staff.id, {
      companyName: value,
      ownerName: `owner ${index}`,
      requirements: value,
      address: '=cmd|" /C calc"!A0',
    });
  }
  await insertLead(t.ctx, staff.id, { companyName: 'Control\u0001 chars\u001f', ownerName: 'ctl' });
});
afterAll(() => t.close());

const exportXlsx = async (payload: object) => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(admin),
    payload: { ExportLead: true, ...payload },
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${LEADS_EXPORT_FILE}"`,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.getWorksheet('Leads')!;
};

/** The rows the export must hold, straight from the database, newest lead first. */
const expectedRows = async (where = sql`true`) =>
  (
    await t.ctx.db.execute<Record<string, string | null>>(sql`
      select l.company_name, l.owner_name, l.mobile_no, l.business_type, l.gst_no, l.address,
        l.pincode, l.product, l.entry_date, l.next_date, l.requirements, l.location,
        l.ref_mobile_no, concat_ws(' ', u.first_name, u.last_name) as employee,
        s.main_status, s.sub_status, c.name as city, st.name as state
      from leads as l
      inner join users as u on u.id = l.user_id
      inner join lead_statuses as s on s.id = l.status_id
      left join cities as c on c.id = l.city_id
      left join states as st on st.id = c.state_id
      where l.deleted_at is null and ${where}
      order by l.id desc`)
  ).rows.map((row) => EXPORT_COLUMNS.map(([, key]) => safeCell(row[key])));

const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= EXPORT_COLUMNS.length; column += 1) {
      const cell = row.getCell(column);
      expect([ExcelJS.ValueType.String, ExcelJS.ValueType.Null]).toContain(cell.type);
      expect(cell.formula).toBeFalsy();
      cells.push(cell.type === ExcelJS.ValueType.Null ? '' : (cell.value as string));
    }
    rows.push(cells);
  });
  return rows;
};

describe('POST /api/leads-list with ExportLead', () => {
  it('streams every lead as text cells, headers first, each row equal to the database', async () => {
    const rows = sheetRows(await exportXlsx({}));
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map(([header]) => header));
    const expected = await expectedRows();
    expect(expected.length).toBe(2500 + INJECTIONS.length + 1);
    expect(rows.slice(1).some((row) => row[0] === 'Control chars')).toBe(true);
    expect(rows.slice(1)).toEqual(expected);
  });

  it('never writes a value that a spreadsheet would take for a formula', async () => {
    const rows = sheetRows(await exportXlsx({ Search: 'owner ' }));
    const data = rows.slice(1);
    expect(data).toHaveLength(INJECTIONS.length);
    const companies = data.map((row) => row[0]).reverse();
    // Carriage returns become line feeds; control characters are dropped before the guard looks.
    expect(companies).toEqual(
      INJECTIONS.map((value) => `'${value.replace('\r', '\n').replace('\u0001', '')}`),
    );
    for (const row of data) {
      for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      expect(row[8]).toBe(`'=cmd|" /C calc"!A0`);
    }
  });

  it('applies the list filters and the employee picked with ByUser', async () => {
    const completed = sheetRows(
      await exportXlsx({ Status: 'Completed', UserId: staff.id, ByUser: true }),
    ).slice(1);
    expect(completed).toEqual(
      await expectedRows(sql`s.main_status = 'Completed' and l.user_id = ${staff.id}`),
    );
    expect(completed.length).toBeGreaterThan(100);
    const today = sheetRows(await exportXlsx({ FollowUpStatus: 'Referral' })).slice(1);
    expect(today).toEqual(
      await expectedRows(sql`s.main_status = 'Pending' and s.sub_status = 'Customer Reference'`),
    );
  });

  it('answers an empty sheet with only the headers when nothing matches', async () => {
    const rows = sheetRows(await exportXlsx({ Search: 'no such lead anywhere' }));
    expect(rows).toEqual([EXPORT_COLUMNS.map(([header]) => header)]);
  });

  it('ignores Page and PageSize: the export holds every matching row', async () => {
    const rows = sheetRows(await exportXlsx({ Page: 2, PageSize: 10 }));
    expect(rows).toHaveLength(1 + 2500 + INJECTIONS.length + 1);
  });
});

describe('streamLeadsWorkbook', () => {
  it('stops reading the cursor and releases its connection when the reader goes away', async () => {
    const failure = await new Promise<unknown>((resolve) => {
      const stream = streamLeadsWorkbook(t.ctx.db, { mainStatuses: [] }, resolve);
      stream.once('data', () => stream.destroy());
    });
    expect(String(failure)).toMatch(/cancelled/);
    const { rows } = await t.ctx.db.execute<{ open: number }>(sql`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`);
    expect(rows[0]!.open).toBe(0);
    expect(sheetRows(await exportXlsx({ Search: 'owner 1' })).length).toBe(2);
  });
});

describe('safeCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98250', "'+91 98250"],
    ['-', "'-"],
    ['@home', "'@home"],
    ['\tx', "'\tx"],
    ['\rx', "'\nx"],
    ['a\r\nb', 'a\nb'],
    ['bell\u0007 and nul\u0000', 'bell and nul'],
    ['Shree = Om', 'Shree = Om'],
    ['\u0001=HYPERLINK("http://evil.test")', `'=HYPERLINK("http://evil.test")`],
    ['\u001f+1+1', "'+1+1"],
    ['', ''],
    [null, ''],
  ])('writes %j as %j', (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });
});
