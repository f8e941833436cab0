import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstr1Messages,
  gstr1ReturnSchema,
  type Gstr1Return,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { adminUser, type TestUser } from '../../test/factories';
import {
  licenceSalesApp,
  listTransactions,
  pdfTextAsWritten,
  post,
  recordSale,
} from '../../test/licences';
import { fixedClock } from '../lib/clock';

/** A GSTIN whose check character holds, from its first 14 characters. */
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const SURAT = gstin('24AABCS1234K1Z');
const PUNE = gstin('27AAFCP5678L1Z');
const AHMEDABAD = gstin('24AAGCA4321M1Z');

let t: TestApp, admin: TestUser, staff: TestUser;
/** Invoice number by mobile, and the credit notes' numbers by the invoice they credit. */
const numbers = new Map<string, string>();

const sell = async (MobileNo: string, fields: Record<string, unknown>) => {
  const id = await recordSale(t, admin, staff, { MobileNo, ...fields });
  const [row] = (await listTransactions(t, admin, { MobileNo })).rows;
  numbers.set(MobileNo, row!.InvoiceNo);
  return id;
};
const undo = async (id: number) =>
  expect((await post(t, admin, '/delete-license-transaction', { id })).status).toBe(200);
const gstr1 = (body: object, user: TestUser | null = admin) =>
  post<Gstr1Return>(t, user, '/gstr1', body);

/**
 * November 2026 with every kind of document: B2B inside Gujarat and to Maharashtra, B2CL to
 * Karnataka, B2CS in and out of the state (one of exactly ₹1,00,000, not above it), a cancelled
 * invoice, and credit notes issued on 20 November for three October invoices (a registered
 * buyer's, a B2CL one, a B2CS one).
 */
beforeAll(async () => {
  ({ t, admin, staff } = await licenceSalesApp());
  // October's sales while October is open (its GSTR-1 is due on 11 November), the rest on 20 November.
  t.ctx.clock = fixedClock('2026-10-31T06:00:00Z');
  const address = { CustomerAddress: '12 Market Road' };
  const october = [
    await sell('9500000001', { EntryDate: '2026-10-05', CustomerGSTIN: AHMEDABAD, ...address }),
    await sell('9500000002', {
      EntryDate: '2026-10-06',
      PlaceOfSupply: 'Karnataka',
      product: 150_000_00,
      server: 0,
      ...address,
    }),
    await sell('9500000003', {
      EntryDate: '2026-10-07',
      PlaceOfSupply: 'Maharashtra',
      product: 500_00,
      server: 0,
    }),
  ];
  t.ctx.clock = fixedClock('2026-11-20T06:00:00Z');
  await sell('9500000011', {
    EntryDate: '2026-11-02',
    CustomerGSTIN: SURAT,
    product: 1000_00,
    server: 500_00,
    ...address,
  });
  await sell('9500000012', {
    EntryDate: '2026-11-03',
    CustomerGSTIN: PUNE,
    product: 2000_00,
    server: 500_00,
    wa: 300_00,
    ...address,
  });
  await sell('9500000013', {
    EntryDate: '2026-11-04',
    PlaceOfSupply: 'Karnataka',
    product: 90_000_00,
    server: 10_000_00,
    ...address,
  });
  await sell('9500000014', { EntryDate: '2026-11-05', PlaceOfSupply: 'Gujarat' });
  await sell('9500000015', { EntryDate: '2026-11-06', PlaceOfSupply: 'Maharashtra' });
  // ₹84,745.76 + IGST ₹15,254.24 = ₹1,00,000.00: not above the B2CL limit.
  await sell('9500000016', {
    EntryDate: '2026-11-07',
    PlaceOfSupply: 'Karnataka',
    product: 84_745_76,
    server: 0,
    ...address,
  });
  const cancelled = await sell('9500000017', { EntryDate: '2026-11-08', PlaceOfSupply: 'Gujarat' });
  await undo(cancelled);
  for (const id of october) await undo(id);
});
afterAll(() => t.close());

/** Rupees of the return back to paise, to add up exactly. */
const paiseOf = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
type Taxes = { txval: number; iamt: number; camt: number; samt: number };
type Amounts = { txval: number; iamt?: number; camt?: number; samt?: number };
const sumOf = (rows: Amounts[]): Taxes =>
  rows.reduce<Taxes>(
    (sum, row) => ({
      txval: sum.txval + paiseOf(row.txval),
      iamt: sum.iamt + paiseOf(row.iamt),
      camt: sum.camt + paiseOf(row.camt),
      samt: sum.samt + paiseOf(row.samt),
    }),
    { txval: 0, iamt: 0, camt: 0, samt: 0 },
  );
const combined = (a: Taxes, b: Taxes, sign: 1 | -1): Taxes => ({
  txval: a.txval + sign * b.txval,
  iamt: a.iamt + sign * b.iamt,
  camt: a.camt + sign * b.camt,
  samt: a.samt + sign * b.samt,
});
const plus = (a: Taxes, b: Taxes) => combined(a, b, 1);
const minus = (a: Taxes, b: Taxes) => combined(a, b, -1);

describe('POST /gstr1', () => {
  it("answers November's return in the portal's shape, each document in its table", async () => {
    const { status, body } = await gstr1({ Month: '2026-11' });
    expect(status).toBe(200);
    expect(body.message).toBe(gstr1Messages.ready('2026-11'));
    const r = body.data!;
    // Nothing the portal's schema does not name (zod would have stripped it).
    expect(gstr1ReturnSchema.parse(r)).toEqual(r);
    expect(Object.keys(r)).toEqual([
      ...['gstin', 'fp', 'version', 'hash', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'],
      ...['hsn', 'doc_issue'],
    ]);
    expect(r).toMatchObject({ gstin: '24AAACY0000A1ZG', fp: '112026' });

    expect(r.b2b).toEqual([
      {
        ctin: SURAT,
        inv: [
          {
            inum: numbers.get('9500000011'),
            idt: '02-11-2026',
            val: 1770,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              {
                num: 1801,
                itm_det: { txval: 1500, rt: 18, iamt: 0, camt: 135, samt: 135, csamt: 0 },
              },
            ],
          },
        ],
      },
      {
        ctin: PUNE,
        inv: [
          expect.objectContaining({
            inum: numbers.get('9500000012'),
            val: 3304,
            pos: '27',
            itms: [
              {
                num: 1801,
                itm_det: { txval: 2800, rt: 18, iamt: 504, camt: 0, samt: 0, csamt: 0 },
              },
            ],
          }),
        ],
      },
    ]);
    expect(r.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: numbers.get('9500000013'),
            idt: '04-11-2026',
            val: 118000,
            itms: [{ num: 1801, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
    // In the state; to Maharashtra net of October's ₹500 credited; the ₹1,00,000.00 to Karnataka.
    expect(r.b2cs).toEqual([
      {
        ...{ sply_ty: 'INTRA', pos: '24', typ: 'OE', rt: 18, txval: 1500 },
        ...{ iamt: 0, camt: 135, samt: 135, csamt: 0 },
      },
      {
        ...{ sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 18, txval: 1000 },
        ...{ iamt: 180, camt: 0, samt: 0, csamt: 0 },
      },
      {
        ...{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 84745.76 },
        ...{ iamt: 15254.24, camt: 0, samt: 0, csamt: 0 },
      },
    ]);
    // October's credit notes, in November's return: a registered buyer's, and a B2CL invoice's.
    expect(r.cdnr).toEqual([
      {
        ctin: AHMEDABAD,
        nt: [
          {
            ...{ ntty: 'C', nt_num: 'CN/26-27/00001', nt_dt: '20-11-2026', val: 1770, pos: '24' },
            ...{ rchrg: 'N', inv_typ: 'R' },
            itms: [
              {
                num: 1801,
                itm_det: { txval: 1500, rt: 18, iamt: 0, camt: 135, samt: 135, csamt: 0 },
              },
            ],
          },
        ],
      },
    ]);
    expect(r.cdnur).toEqual([
      {
        ...{ ntty: 'C', nt_num: 'CN/26-27/00002', nt_dt: '20-11-2026', val: 177000 },
        ...{ typ: 'B2CL', pos: '29' },
        itms: [{ num: 1801, itm_det: { txval: 150000, rt: 18, iamt: 27000, csamt: 0 } }],
      },
    ]);
  });

  it('counts each series issued in Table 13, the cancelled invoice as cancelled', async () => {
    const r = (await gstr1({ Month: '2026-11' })).body.data!;
    expect(r.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [
            {
              ...{ num: 1, from: numbers.get('9500000011'), to: numbers.get('9500000017') },
              ...{ totnum: 7, cancel: 1, net_issue: 6 },
            },
          ],
        },
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: [
            {
              ...{ num: 1, from: 'CN/26-27/00001', to: 'CN/26-27/00003' },
              ...{ totnum: 3, cancel: 0, net_issue: 3 },
            },
          ],
        },
      ],
    });
    // Neither the cancelled invoice nor October's invoices are anywhere else.
    const text = JSON.stringify({ ...r, doc_issue: undefined });
    for (const mobile of ['9500000017', '9500000001', '9500000002', '9500000003'])
      expect(text).not.toContain(numbers.get(mobile));
  });

  it('sums by SAC, registered and unregistered buyers apart, taxes shared over the lines', async () => {
    const { hsn } = (await gstr1({ Month: '2026-11' })).body.data!;
    const row = (sac: string, txval: number, taxes: Partial<Taxes>) => ({
      ...{ hsn_sc: sac, uqc: 'NA', qty: 0, rt: 18, txval },
      ...{ iamt: 0, camt: 0, samt: 0, csamt: 0, ...taxes },
    });
    // To registered buyers: Surat 1000 + 500 (9 % + 9 %), Pune 2000 + 500 + 300 (IGST 504 shared
    // 360 / 90 / 54), less Ahmedabad's credited 1000 + 500.
    expect(hsn!.hsn_b2b).toEqual([
      {
        num: 1,
        desc: 'Software licensing services',
        ...row('997331', 2000, { iamt: 360, camt: 0, samt: 0 }),
      },
      { num: 2, desc: 'Hosting and IT infrastructure', ...row('998315', 500, { iamt: 90 }) },
      { num: 3, desc: 'Other support services', ...row('998599', 300, { iamt: 54 }) },
    ]);
    expect(hsn!.hsn_b2c!.map((r) => [r.hsn_sc, r.txval])).toEqual([
      // 90,000 + 1,000 + 1,000 + 84,745.76 − 1,50,000 − 500 (the credit notes).
      ['997331', 26245.76],
      ['998315', 11000],
    ]);
  });

  it('reconciles with the licence report of the month: taxable value and each tax, credit notes netted', async () => {
    const r = (await gstr1({ Month: '2026-11' })).body.data!;
    const items = (docs: { itms: { itm_det: Amounts }[] }[]) =>
      sumOf(docs.flatMap((doc) => doc.itms.map((item) => item.itm_det)));
    const supplies = plus(
      plus(items(r.b2b!.flatMap((b) => b.inv)), items(r.b2cl!.flatMap((b) => b.inv))),
      sumOf(r.b2cs!),
    );
    const credited = plus(items(r.cdnr!.flatMap((c) => c.nt)), items(r.cdnur!));
    const net = minus(supplies, credited);
    const hsn = sumOf([...r.hsn!.hsn_b2b!, ...r.hsn!.hsn_b2c!]);
    expect(hsn).toEqual(net);

    const url = (
      await post<string>(t, admin, '/report-license', {
        FromDate: '2026-11-01',
        ToDate: '2026-11-30',
      })
    ).body.data!;
    const file = await t.inject({ method: 'GET', url: `${url}&format=xlsx` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(4).values as string[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    let totalRow = 5;
    while (sheet.getRow(totalRow).getCell(1).value !== 'Total') totalRow += 1;
    const total = (name: string) =>
      Math.round(Number(sheet.getRow(totalRow).getCell(column(name)).value) * 100);
    expect(net).toEqual({
      txval: total('Taxable'),
      iamt: total('IGST'),
      camt: total('CGST'),
      samt: total('SGST'),
    });
    expect(net.txval).toBe(
      1500_00 + 2800_00 + 100_000_00 + 1500_00 + 1500_00 + 84_745_76 - 152_000_00,
    );

    // Each row of the report names the table the return put its document in.
    const tables = new Map<string, string>();
    for (let n = 5; n < totalRow; n += 1) {
      const line = sheet.getRow(n);
      const number = line.getCell(column('Number')).text;
      if (number) tables.set(number, line.getCell(column('GSTR-1')).text);
    }
    // The PDF says the same: kept under GST_PDF_DIR (when set) to be rendered and looked at.
    const pdf = (await t.inject({ method: 'GET', url })).rawPayload;
    if (process.env.GST_PDF_DIR)
      fs.writeFileSync(path.join(process.env.GST_PDF_DIR, 'report-gstr1-2026-11.pdf'), pdf);
    const text = pdfTextAsWritten(pdf);
    for (const expected of ['GSTR-1', 'SAC', 'CDNR', 'CDNUR', 'B2CL', '998599'])
      expect(text, expected).toContain(expected);
    expect(Object.fromEntries(tables)).toEqual({
      [numbers.get('9500000011')!]: 'B2B',
      [numbers.get('9500000012')!]: 'B2B',
      [numbers.get('9500000013')!]: 'B2CL',
      [numbers.get('9500000014')!]: 'B2CS',
      [numbers.get('9500000015')!]: 'B2CS',
      [numbers.get('9500000016')!]: 'B2CS',
      [numbers.get('9500000017')!]: '',
      'CN/26-27/00001': 'CDNR',
      'CN/26-27/00002': 'CDNUR',
      'CN/26-27/00003': 'B2CS',
    });
  });

  it('answers the file GSTR1_<gstin>_<MMYYYY>.json with Export 1, the same return', async () => {
    const { response } = await gstr1({ Month: '2026-11', Export: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="GSTR1_24AAACY0000A1ZG_112026.json"',
    );
    const inEnvelope = (await gstr1({ Month: '2026-11' })).body.data;
    expect(JSON.parse(response.body)).toEqual(inEnvelope);
  });

  it("puts a credit note in its own month: October's return keeps October's invoices as issued", async () => {
    const r = (await gstr1({ Month: '2026-10' })).body.data!;
    expect(r.b2b![0]!.inv[0]!.inum).toBe(numbers.get('9500000001'));
    expect(r.b2cl![0]!.inv[0]!.val).toBe(177000);
    expect(r).not.toHaveProperty('cdnr');
    expect(r.doc_issue!.doc_det).toEqual([
      expect.objectContaining({
        doc_num: 1,
        docs: [expect.objectContaining({ totnum: 3, cancel: 0 })],
      }),
    ]);
  });

  it('answers a month without documents with the return of nothing', async () => {
    const { status, body } = await gstr1({ Month: '2025-04' });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      gstin: '24AAACY0000A1ZG',
      fp: '042025',
      version: 'GST3.2.1',
      hash: 'hash',
    });
  });
});

describe('POST /gstr1 refuses', () => {
  it('a Month that is not YYYY-MM, beside Month', async () => {
    for (const [Month, message] of [
      [undefined, gstr1Messages.monthRequired],
      ['', gstr1Messages.monthRequired],
      ['November', gstr1Messages.monthInvalid],
      ['2026-13', gstr1Messages.monthInvalid],
      ['2026-11-01', gstr1Messages.monthInvalid],
    ] as const) {
      const { status, body } = await gstr1({ Month });
      expect(status, String(Month)).toBe(422);
      expect(body.errors).toEqual({ Month: message });
    }
  });

  it('a month after this one, and one before the first financial year on record', async () => {
    expect((await gstr1({ Month: '2026-12' })).body.errors).toEqual({
      Month: gstr1Messages.monthFuture,
    });
    // The documents start in 2026-27; a sale may still be dated from April 2025.
    expect((await gstr1({ Month: '2025-03' })).body.errors).toEqual({
      Month: gstr1Messages.monthTooOld('2025-04'),
    });
  });

  it('staff (403) and anyone signed out (401)', async () => {
    expect((await gstr1({ Month: '2026-11' }, staff)).status).toBe(403);
    expect((await gstr1({ Month: '2026-11' }, null)).status).toBe(401);
  });

  it('a supplier not registered for GST: no GSTIN, no return', async () => {
    const unregistered = await createTestApp({ SUPPLIER_GST_REGISTERED: 'false' });
    try {
      const boss = await adminUser(unregistered.ctx);
      const { status, body } = await post(unregistered, boss, '/gstr1', { Month: '2026-11' });
      expect(status).toBe(422);
      expect(body).toMatchObject({
        message: gstr1Messages.notRegistered,
        errors: { Month: gstr1Messages.notRegistered },
      });
    } finally {
      await unregistered.close();
    }
  });
});
