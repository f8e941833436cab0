import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMessages, licenceMessages } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { pdfTextAsWritten, post, update, updateBody } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

let t: TestApp;
let admin: TestUser;
let ravi: TestUser;
let sita: TestUser;
const now = new Date('2026-11-23T06:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ REPORT_URL_TTL_SECONDS: '60' });
  admin = await adminUser(t.ctx);
  ravi = await createStaffUser(t.ctx, { firstName: 'Ravi' });
  sita = await createStaffUser(t.ctx, { firstName: 'Sita' });
  const sales: [string, TestUser, string, string][] = [
    // In date order: an invoice may not be dated before the series' latest.
    ['9200000004', sita, 'NEFT', '2026-10-04'],
    ['9200000001', ravi, 'Cash', '2026-11-02'],
    ['9200000002', ravi, 'UPI', '2026-11-03'],
    ['9200000003', sita, 'UPI', '2026-11-04'],
  ];
  for (const [MobileNo, employee, PaymentMethod, EntryDate] of sales) {
    const body = updateBody({
      MobileNo,
      EmployeeId: employee.id,
      PaymentMethod,
      EntryDate,
      Name: `=HYPERLINK("x") ${MobileNo}`,
    });
    // Each recorded on its day: a month's return, once due, takes no more sales (issue 42).
    t.ctx.clock = fixedClock(`${EntryDate}T06:00:00Z`);
    expect((await post(t, admin, '/update-license', body)).status).toBe(200);
  }
  t.ctx.clock = fixedClock(now);
});
afterAll(() => t.close());

const generate = (filters: object) => post<string>(t, admin, '/report-license', filters);
const open = (url: string) =>
  t.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

describe('the report URL', () => {
  it('is relative, whatever Host the request names: never a link to a host the caller chose', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/report-license',
      headers: { ...bearer(admin), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: {},
    });
    const url = response.json<{ data: string }>().data;
    expect(url).toMatch(/^\/api\/license-report-file\?/);
    expect(url).not.toContain('evil');
  });

  it('opens once per format: a second opening of the same link answers 410', async () => {
    const { body } = await generate({});
    expect((await open(body.data!)).statusCode).toBe(200);
    const again = await open(body.data!);
    expect(again.statusCode).toBe(410);
    expect(again.json<{ message: string }>().message).toBe(apiMessages.reportLinkUsed);
    expect((await open(`${body.data!}&format=xlsx`)).statusCode).toBe(200);
    expect((await open(`${body.data!}&format=xlsx`)).statusCode).toBe(410);
  });

  it('gives two administrators asking at the same instant two links', async () => {
    const [first, second] = await Promise.all([generate({}), generate({})]);
    expect(first.body.data).not.toBe(second.body.data);
    expect((await open(first.body.data!)).statusCode).toBe(200);
    expect((await open(second.body.data!)).statusCode).toBe(200);
  });

  it('starts with PUBLIC_URL when it is set', async () => {
    const behind = await createTestApp({ PUBLIC_URL: 'https://office.example.com/' });
    try {
      const boss = await adminUser(behind.ctx);
      await update(behind, boss, updateBody({ MobileNo: '9200000099', EmployeeId: boss.id }));
      const response = await behind.inject({
        method: 'POST',
        url: '/api/report-license',
        headers: { ...bearer(boss), host: 'evil.example' },
        payload: {},
      });
      expect(response.json<{ data: string }>().data).toMatch(
        /^https:\/\/office\.example\.com\/api\/license-report-file\?q=/,
      );
    } finally {
      await behind.close();
    }
  });
});

describe('POST /report-license', () => {
  it('answers a signed URL that opens without the bearer header: rows, totals per payment method and per employee', async () => {
    const { status, body } = await generate({ FromDate: '2026-11-01', ToDate: '2026-11-30' });
    expect(status).toBe(200);
    expect(body.data).toMatch(/^\/api\/license-report-file\?q=.+&expires=\d+&signature=.+$/);
    const file = await open(body.data!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfTextAsWritten(file.rawPayload);
    for (const expected of [
      'License Report',
      '9200000001',
      '9200000003',
      'Totals per payment method',
      'Totals per employee',
      'Ravi Tester',
      'Sita Tester',
      '3 transactions',
      '₹5,310.00',
      '₹3,540.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('9200000004');
  });

  it('gives the same report as a spreadsheet with format=xlsx: filters first, real dates, ₹ numbers, GST columns', async () => {
    const { body } = await generate({ PaymentMethod: 'UPI', FromDate: '2026-11-01' });
    // The spreadsheet without the PDF first.
    const file = await open(`${body.data!}&format=xlsx`);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('License Report');
    expect(sheet.getRow(2).getCell(1).value).toBe(
      'From 01-11-2026 to today · All products · Payment UPI',
    );
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Date',
      'Document',
      'GSTR-1',
      'Number',
      'Name',
      'Mobile',
      'GSTIN',
      'Place of Supply',
      'Product',
      'SAC',
      'Type',
      'Employee',
      'Payment',
      'Status',
      'Rate',
      'Taxable',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    const first = sheet.getRow(5);
    expect(first.getCell(1).value).toEqual(new Date('2026-11-03T00:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('dd-mm-yyyy');
    expect(first.getCell(2).value).toBe('Tax Invoice');
    // No GSTIN, in our own state, ₹1,770.00: summed in GSTR-1's B2C (Others).
    expect(first.getCell(3).value).toBe('B2CS');
    expect(first.getCell(5).value).toBe(`'=HYPERLINK("x") 9200000002`);
    expect(first.getCell(8).value).toBe('Gujarat (24)');
    // The licence and the server charges: two SACs.
    expect(first.getCell(10).value).toBe('997331 998315');
    expect(first.getCell(15).value).toBe('18%');
    expect([16, 17, 18, 19, 20].map((n) => first.getCell(n).value)).toEqual([
      1500, 135, 135, 0, 1770,
    ]);
    expect(first.getCell(20).numFmt).toBe('"₹"#,##0.00');
    expect(sheet.getRow(6).getCell(6).value).toBe('9200000003');
    // The total row sums every money column.
    const total = sheet.getRow(8);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(5).value).toBe('2 transactions');
    expect([16, 17, 18, 19, 20].map((n) => total.getCell(n).value)).toEqual([
      3000, 270, 270, 0, 3540,
    ]);
    // The summaries' sums stand under Total, in its ₹ format.
    expect(sheet.getRow(10).getCell(1).value).toBe('Payment method');
    expect(sheet.getRow(11).getCell(1).value).toBe('UPI');
    expect(sheet.getRow(11).getCell(20).value).toBe(3540);
    expect(sheet.getRow(11).getCell(20).numFmt).toBe('"₹"#,##0.00');
  });

  it('answers an empty URL and says so when nothing matches', async () => {
    const { status, body } = await generate({ EmployeeId: admin.id });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, message: licenceMessages.reportEmpty, data: '' });
  });

  it('checks the filters like the spec: mobile optional but 10 digits', async () => {
    expect((await generate({ MobileNo: '12345' })).body.errors).toEqual({
      MobileNo: licenceMessages.mobileInvalid,
    });
    expect((await generate({ MobileNo: '9200000001' })).body.data).not.toBe('');
  });

  it('refuses a changed URL and an expired one', async () => {
    const { body } = await generate({ EmployeeId: ravi.id });
    const url = new URL(body.data!, 'http://localhost');
    const forged = new URL(url);
    forged.searchParams.set('q', Buffer.from(JSON.stringify({})).toString('base64url'));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    for (const bad of [forged, later]) {
      const file = await open(bad.toString());
      expect(file.statusCode).toBe(403);
      expect(file.json<{ message: string }>().message).toBe(licenceMessages.reportLinkInvalid);
    }
    expect((await open(`${url.pathname}`)).statusCode).toBe(403);
    t.ctx.clock = fixedClock(new Date(now.getTime() + 61_000));
    expect((await open(body.data!)).statusCode).toBe(403);
    t.ctx.clock = fixedClock(now);
    expect((await open(body.data!)).statusCode).toBe(200);
  });
});

describe('a cancelled sale in the report', () => {
  it('is listed as Cancelled and left out of the count and every total', async () => {
    const body = updateBody({
      MobileNo: '9200000009',
      EmployeeId: ravi.id,
      PaymentMethod: 'Cash',
      EntryDate: '2026-11-20',
    });
    const sold = await post<{ transactionId: number }>(t, admin, '/update-license', body);
    const id = sold.body.data!.transactionId;
    const before = pdfTextAsWritten(
      (await open((await generate({ EmployeeId: ravi.id })).body.data!)).rawPayload,
    );
    expect(before).toContain('3 transactions');
    expect((await post(t, admin, '/delete-license-transaction', { id })).status).toBe(200);

    const text = pdfTextAsWritten(
      (await open((await generate({ EmployeeId: ravi.id })).body.data!)).rawPayload,
    );
    expect(text).toContain('9200000009');
    expect(text).toContain('Cancelled');
    // Ravi's two live sales: ₹1,770.00 each in Cash and UPI; the cancelled ₹1,770.00 is not counted.
    expect(text).toContain('2 transactions');
    expect(text).toContain('₹3,540.00');
    expect(text).not.toContain('₹5,310.00');
  });
});

describe('Indian names in the report (issue 28)', () => {
  // After the sales above (20 November): an invoice may not be dated before the series' latest.
  const sale = (MobileNo: string, Name: string) =>
    post(t, admin, '/update-license', {
      ...updateBody({ MobileNo, Name, EmployeeId: sita.id, EntryDate: '2026-11-21' }),
    });

  it('prints a customer named અંબિકા ટ્રેડર્સ: the report is whole, the name read back as written', async () => {
    expect((await sale('9200000050', 'અંબિકા ટ્રેડર્સ')).status).toBe(200);
    const file = await open((await generate({ MobileNo: '9200000050' })).body.data!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfTextAsWritten(file.rawPayload);
    expect(text).toContain('અંબિકા ટ્રેડર્સ');
    expect(text).toContain('1 transaction');
  });

  it('answers 500, not a 200 broken off, when a row cannot be drawn, and keeps the link for another try', async () => {
    const unprintable = 'Unprintable Traders';
    expect((await sale('9200000051', unprintable)).status).toBe(200);
    const url = (await generate({ MobileNo: '9200000051' })).body.data!;
    // Drawing the name throws, as fontkit did on અં before HarfBuzz shaped it.
    const documents = PDFDocument.prototype as {
      text: (this: PDFKit.PDFDocument, ...args: unknown[]) => PDFKit.PDFDocument;
    };
    const draw = documents.text;
    const failing = vi.spyOn(documents, 'text').mockImplementation(function (
      this: PDFKit.PDFDocument,
      ...args: unknown[]
    ) {
      if (args[0] === unprintable) throw new Error('cannot lay out the name');
      return draw.apply(this, args);
    });
    try {
      const failed = await open(url);
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      failing.mockRestore();
    }
    const again = await open(url);
    expect(again.statusCode).toBe(200);
    expect(pdfTextAsWritten(again.rawPayload)).toContain('Unprintable');
    expect((await open(url)).statusCode).toBe(410);
  });
});
