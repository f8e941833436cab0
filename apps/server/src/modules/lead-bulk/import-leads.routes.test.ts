import { PassThrough } from 'node:stream';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as legacyXls from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  IMPORT_DEFAULT_STATUS,
  MAX_IMPORT_BYTES,
  leadBulkMessages,
  leadMessages,
  type ImportResult,
} from '@yaar/shared';
import { leads, leadStatuses } from '../../db/schema';
import { sweepImportErrorFiles } from './import-error-file';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, bearer, type TestUser } from '../../../test/factories';
import { insertLead, leadMobile, postForm } from '../../../test/leads';
import { everyFileIsOld } from '../../../test/file-clock';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => ({ t, admin, staff } = await appWithAdminAndStaff()));
afterAll(() => t.close());

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number | Date>>;
const goodRow = (overrides: Row = {}): Row => ({
  CompanyName: 'Shree Ganesh Motors',
  OwnerName: 'Ramesh Patel',
  MobileNo: leadMobile(),
  BusinessType: 'vehicle service',
  GSTNo: '24abcde1234f1z5',
  Address: 'Station Road',
  City: 'Ahmedabad',
  Pincode: '380001',
  Product: 'vahanyaar',
  Requirements: 'Wants billing software',
  ...overrides,
});

async function xlsxOf(rows: Row[], header: readonly string[] = IMPORT_COLUMNS) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((column) => row[column as keyof Row] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (
  content: Buffer | null,
  fields: Record<string, string> = {},
  name = 'leads.xlsx',
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (content) form.append('file', new Blob([content]), name);
  return postForm(t, '/api/import-leads', admin, form);
};
const resultOf = (response: Awaited<ReturnType<typeof upload>>) =>
  response.json<{ data: ImportResult; message: string }>();
const liveLeadsOf = async (mobile: string) =>
  t.ctx.db
    .select()
    .from(leads)
    .where(and(eq(leads.mobileNo, mobile), isNull(leads.deletedAt)));

async function readXlsx(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push((row.values as (string | number | null)[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
}

describe('POST /import-leads', () => {
  it('imports the good rows into the admin’s pool, and lists duplicates and refusals in the error file', async () => {
    const taken = leadMobile();
    await insertLead(t.ctx, staff.id, { mobileNo: taken });
    const good = goodRow({ Status: 'interested', NextDate: '15-12-2026' });
    const plain = goodRow({ CompanyName: '', OwnerName: 'श्री गणेश ट्रेडर्स' });
    const rows = [
      good,
      plain,
      goodRow({ MobileNo: `+91 ${String(good.MobileNo)}` }), // the same mobile, written otherwise
      goodRow({ MobileNo: taken }),
      goodRow({ MobileNo: '12345' }),
      goodRow({ City: 'Atlantis' }),
      goodRow({ CompanyName: '', OwnerName: '', Requirements: '' }),
    ];
    const response = await upload(await xlsxOf(rows));
    expect(response.statusCode).toBe(200);
    const { data, message } = resultOf(response);
    expect(message).toBe(leadBulkMessages.imported);
    expect(data).toMatchObject({ Imported: 2, Duplicates: 2, Refused: 3, Rows: [] });

    const [imported] = await liveLeadsOf(String(good.MobileNo));
    expect(imported).toMatchObject({
      userId: admin.id,
      businessType: 'Vehicle Service',
      product: 'VahanYaar',
      gstNo: '24ABCDE1234F1Z5',
      nextDate: '2026-12-15',
    });
    const [status] = await t.ctx.db
      .select()
      .from(leadStatuses)
      .where(eq(leadStatuses.id, (await liveLeadsOf(String(plain.MobileNo)))[0]!.statusId));
    expect(status!.subStatus).toBe(IMPORT_DEFAULT_STATUS);
    expect(await liveLeadsOf(taken)).toHaveLength(1);

    const errors = await t.inject({
      method: 'GET',
      url: `/api${data.ErrorFile}`,
      headers: bearer(admin),
    });
    expect(errors.statusCode).toBe(200);
    const [header, ...lines] = await readXlsx(errors.rawPayload);
    expect(header).toEqual(['Row', ...IMPORT_COLUMNS, 'Reason']);
    const reasons = lines.map((line) => [line[0], line.at(-1)]);
    expect(reasons).toEqual([
      ['4', 'Duplicate of row 2.'],
      ['5', 'Duplicate: a lead with this mobile number already exists.'],
      ['6', `MobileNo: ${leadMessages.mobileInvalid}`],
      ['7', "City: 'Atlantis' is not in the city list."],
      [
        '8',
        `CompanyName: ${leadMessages.companyRequired} OwnerName: ${leadMessages.ownerRequired} Requirements: ${leadMessages.remarksRequired}`,
      ],
    ]);
    expect(lines[3]![IMPORT_COLUMNS.indexOf('City') + 1]).toBe('Atlantis');
  });

  it('previews the counts and first rows without writing anything', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(leads);
    const rows = [
      goodRow({ Status: 'interested' }),
      goodRow(),
      goodRow({ MobileNo: 'none', CompanyName: 'No Phone Traders' }),
      goodRow({ BusinessType: 'Bakery', CompanyName: 'Fresh Bakes' }),
    ];
    const response = await upload(await xlsxOf(rows), { Preview: '1' });
    const { data, message } = resultOf(response);
    expect(message).toBe(leadBulkMessages.previewReady);
    expect(data).toMatchObject({ Imported: 2, Duplicates: 0, Refused: 2 });
    // The rows to import, an empty Status marked as the import's default, never silently.
    expect(data.Rows.map((row) => [row.Row, row.MobileNo, row.StatusDefaulted])).toEqual([
      [2, String(rows[0]!.MobileNo), false],
      [3, String(rows[1]!.MobileNo), true],
    ]);
    // The rows left out beside them, each with its reasons, an unknown business type named.
    expect(data.LeftOut).toEqual([
      {
        Row: 4,
        CompanyName: 'No Phone Traders',
        MobileNo: 'none',
        Reason: `MobileNo: ${leadMessages.mobileInvalid}`,
      },
      {
        Row: 5,
        CompanyName: 'Fresh Bakes',
        MobileNo: String(rows[3]!.MobileNo),
        Reason: `BusinessType: ${leadBulkMessages.importBusinessTypeUnknown('Bakery')}`,
      },
    ]);
    const [after] = await t.ctx.db.select({ n: count() }).from(leads);
    expect(after!.n).toBe(before!.n);
  });

  it('reads the old binary .xls, dates and numbers as Excel stores them', async () => {
    const row = goodRow({
      MobileNo: Number(leadMobile()),
      NextDate: new Date(Date.UTC(2026, 11, 20)),
    });
    const sheet = legacyXls.utils.aoa_to_sheet([
      [...IMPORT_COLUMNS],
      IMPORT_COLUMNS.map((column) => row[column] ?? null),
    ]);
    const book = legacyXls.utils.book_new();
    legacyXls.utils.book_append_sheet(book, sheet, 'Leads');
    const bytes = legacyXls.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const response = await upload(bytes, {}, 'leads.xls');
    expect(resultOf(response).data).toMatchObject({ Imported: 1, Refused: 0 });
    expect((await liveLeadsOf(String(row.MobileNo)))[0]!.nextDate).toBe('2026-12-20');
  });

  it('refuses what is not an Excel sheet of leads, with the spec’s messages', async () => {
    const expectFileError = async (response: Awaited<ReturnType<typeof upload>>, text: string) => {
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: unknown }>().errors).toEqual({ file: text });
    };
    await expectFileError(await upload(null), leadBulkMessages.fileRequired);
    const program = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(4096)]);
    await expectFileError(await upload(program), leadBulkMessages.fileType);
    await expectFileError(
      await upload(Buffer.from('CompanyName,MobileNo\nA,9876543210\n')),
      leadBulkMessages.fileType,
    );
    const large = Buffer.concat([await xlsxOf([goodRow()]), Buffer.alloc(MAX_IMPORT_BYTES)]);
    await expectFileError(
      await upload(large.subarray(0, MAX_IMPORT_BYTES + 1)),
      leadBulkMessages.fileSize,
    );
    await expectFileError(
      await upload(await xlsxOf([goodRow()], ['Name', 'Phone'])),
      leadBulkMessages.fileUnreadable,
    );
    await expectFileError(await upload(await xlsxOf([])), leadBulkMessages.fileEmpty);
  });

  it('writes none of the rows when the file breaks off after thousands of good ones', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
    const sheet = book.addWorksheet('Leads');
    sheet.addRow([...IMPORT_COLUMNS]).commit();
    const first = Number(leadMobile()) - 100_000;
    for (let index = 0; index < 12_000; index += 1)
      sheet
        .addRow(
          IMPORT_COLUMNS.map(
            (column) => goodRow({ MobileNo: String(first + index) })[column] ?? null,
          ),
        )
        .commit();
    sheet.commit();
    await book.commit();
    const bytes = Buffer.concat(chunks);
    // The sheet's compressed rows come first: spoil them three quarters of the way through.
    bytes.fill(0xff, Math.floor(bytes.length * 0.75), Math.floor(bytes.length * 0.75) + 64);
    const [before] = await t.ctx.db.select({ n: count() }).from(leads);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      file: leadBulkMessages.fileDamaged,
    });
    const [after] = await t.ctx.db.select({ n: count() }).from(leads);
    expect(after!.n).toBe(before!.n);
  });

  it('leaves the planner statistics of a large import fresh when it answers, so the next list is planned on them', async () => {
    const tuplesKnown = async () => {
      const { rows } = await t.ctx.db.execute<{ tuples: number }>(
        sql`select reltuples::int as tuples from pg_class where oid = 'leads'::regclass`,
      );
      return rows[0]!.tuples;
    };
    const before = await tuplesKnown();
    const rows = Array.from({ length: 1_200 }, () => goodRow());
    const response = await upload(await xlsxOf(rows));
    expect(resultOf(response).data.Imported).toBe(1_200);
    expect(await tuplesKnown()).toBeGreaterThanOrEqual(Math.max(before, 0) + 1_200);
  });

  it('is the administrator’s: staff 403', async () => {
    const form = new FormData();
    form.append('file', new Blob([await xlsxOf([goodRow()])]), 'leads.xlsx');
    expect((await postForm(t, '/api/import-leads', staff, form)).statusCode).toBe(403);
  });
});

describe('the template and error files', () => {
  it('serves the template: the header row to fill in', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/import-leads-template',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(await readXlsx(response.rawPayload)).toEqual([[...IMPORT_COLUMNS]]);
    // A second sheet with an example row and the values each column takes, never imported.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const help = book.getWorksheet('How to fill')!;
    const example = help.getRow(3).values as unknown[];
    expect(example.slice(1, 4)).toEqual(['Shree Ganesh Motors', 'Ramesh Patel', '9825012345']);
    const texts: string[] = [];
    help.eachRow((row) => texts.push((row.values as unknown[]).slice(1).join(' | ')));
    expect(texts.join('\n')).toContain('Vehicle Service');
    expect(texts.join('\n')).toContain(IMPORT_DEFAULT_STATUS);
    // The template sent back with one lead: only the Leads sheet is read.
    const lead = goodRow();
    book.getWorksheet('Leads')!.addRow(IMPORT_COLUMNS.map((column) => lead[column] ?? null));
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const sentBack = resultOf(await upload(filled, { Preview: '1' })).data;
    expect(sentBack).toMatchObject({
      Imported: 1,
      Refused: 0,
    });
  });

  it('keeps an error file a week: the sweep at start removes older ones', async () => {
    const { data } = resultOf(await upload(await xlsxOf([goodRow({ MobileNo: 'x' })])));
    const open = () =>
      t.inject({ method: 'GET', url: `/api${data.ErrorFile}`, headers: bearer(admin) });
    expect((await open()).statusCode).toBe(200);
    expect(await sweepImportErrorFiles(t.ctx)).toBe(0);
    expect(await sweepImportErrorFiles(t.ctx, everyFileIsOld())).toBeGreaterThan(0);
    expect((await open()).statusCode).toBe(404);
  });

  it('answers 404 for an error file that does not exist or a name that is not one', async () => {
    for (const name of ['00000000-0000-0000-0000-000000000000', '..%2F..%2Fsecret']) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/import-leads-errors/${name}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
