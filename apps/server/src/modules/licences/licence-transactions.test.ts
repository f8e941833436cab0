import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDay, licenceMessages } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import {
  licenceSalesApp,
  listTransactions,
  recordSale,
  type PurchaseOptions,
  pdfText,
  pdfTextAsWritten,
  post,
  search,
} from '../../../test/licences';
import { auditLog } from '../../db/schema';
import { businessToday } from '../../lib/clock';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => ({ t, admin, staff } = await licenceSalesApp()));
afterAll(() => t.close());
const record = (fields: PurchaseOptions) => recordSale(t, admin, staff, fields);

describe('POST /license-transactions', () => {
  it('lists newest first with paging and filters', async () => {
    // Recorded in date order: an invoice may not be dated before the series' latest.
    await record({ MobileNo: '9100000001', EntryDate: '2026-11-01', PaymentMethod: 'Cash' });
    await record({ MobileNo: '9100000002', Product: 'VahanYaar', EntryDate: '2026-11-10' });
    await record({ MobileNo: '9100000001', EntryDate: '2026-11-20', TranType: 'Renewal' });
    const all = await listTransactions(t, admin, { Page: 1, PageSize: 2 });
    expect(all.meta).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(all.rows.map((row) => row.EntryDate)).toEqual(['2026-11-20', '2026-11-10']);
    expect(all.rows[0]).toMatchObject({
      TranType: 'Renewal',
      Product: 'OYaar',
      MobileNo: '9100000001',
      EmployeeName: 'Ravi Tester',
      TotalCharges: '1770.00',
      SubTotal: '1500.00',
      GSTCharges: '270.00',
      PaymentMethod: 'UPI',
      IsGST: true,
      InvoiceNo: expect.stringMatching(/^YB\/26-27\/\d{5}$/) as string,
    });
    const cash = await listTransactions(t, admin, { PaymentMethod: 'Cash' });
    expect(cash.rows).toHaveLength(1);
    const vahan = await listTransactions(t, admin, {
      Product: 'VahanYaar',
      FromDate: '2026-11-05',
      ToDate: '2026-11-15',
    });
    expect(vahan.rows.map((row) => row.MobileNo)).toEqual(['9100000002']);
    const none = await listTransactions(t, admin, { EmployeeId: admin.id });
    expect(none.meta.total).toBe(0);
    // A partial number searches by prefix (as typed, +91 read), never the last whole number's list.
    const prefix = await listTransactions(t, admin, { MobileNo: '+91 910000000' });
    expect(new Set(prefix.rows.map((row) => row.MobileNo))).toEqual(
      new Set(['9100000001', '9100000002']),
    );
    const whole = await listTransactions(t, admin, { MobileNo: '91000 00002' });
    expect(whole.rows.map((row) => row.MobileNo)).toEqual(['9100000002']);
  });

  it('422 on a bad filter; 404 on an unknown id', async () => {
    for (const MobileNo of ['98a', '98250123456', '%'])
      expect((await post(t, admin, '/license-transactions', { MobileNo })).body.errors).toEqual({
        MobileNo: licenceMessages.mobileInvalid,
      });
    expect(
      (
        await post(t, admin, '/license-transactions', {
          FromDate: '2026-11-05',
          ToDate: '2026-11-01',
        })
      ).body.errors,
    ).toEqual({ ToDate: licenceMessages.dateOrder });
    expect((await post(t, admin, '/license-transactions', { id: 999999 })).status).toBe(404);
  });

  it('with id streams a GST tax invoice that reads right', async () => {
    const id = await record({
      MobileNo: '9100000003',
      Name: 'Meera Motors',
      Product: 'VahanYaar',
      product: 1000000,
      server: 250050,
      wa: 10000,
      CustomerAddress: '12 Ring Road, Surat',
      CustomerGSTIN: '24ABCDE1234F1Z6',
      PlaceOfSupply: 'Gujarat',
    });
    const { response } = await post(t, admin, '/license-transactions', { id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Invoice-YB-26-27-\d{5}\.pdf"$/,
    );
    const text = await pdfText(response.rawPayload);
    const [row] = (await listTransactions(t, admin, { MobileNo: '9100000003' })).rows;
    // ₹10,000 + ₹2,500.50 + ₹100 = ₹12,600.50. The form sent GST ₹2,268.09 (18 % rounded half up);
    // in Gujarat the invoice charges CGST and SGST of 9 % each, ₹1,134.05 (1,134.045 rounded half
    // up), equal: GST ₹2,268.10, a paisa more, and that is what is recorded.
    expect(row!.GSTCharges).toBe('2268.10');
    expect(row!.TotalCharges).toBe('14868.60');
    for (const expected of [
      'TAX INVOICE',
      row!.InvoiceNo,
      'Yaar Software Solutions (demo)',
      'GSTIN: 24AAACY0000A1ZG',
      'Meera Motors',
      'GSTIN: 24ABCDE1234F1Z6',
      '12 Ring Road, Surat',
      '997331',
      '₹12,600.50',
      'CGST 9%',
      '₹1,134.05',
      'SGST 9%',
      '₹14,868.60',
      'Rupees Fourteen Thousand Eight Hundred Sixty Eight and Sixty Paise Only',
      'Place of Supply',
      'Authorised Signatory',
      '23-11-2026',
      'Page 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Two copies (Rule 48), each with CGST and SGST equal.
    expect(text.split('₹1,134.05').length - 1, 'CGST and SGST equal').toBe(4);
    for (const expected of [
      'Original for recipient',
      'Duplicate for supplier',
      'State: Gujarat (24)',
      'Place of Supply Gujarat (24)',
      // Each line with its own SAC: licence 997331, server 998315, WhatsApp balance 998599.
      'SAC 997331: Licensing services for the right to use computer software.',
      'SAC 998315: Hosting and information technology infrastructure provisioning services.',
      'SAC 998599: Other support services.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints a customer named in Devanagari and an address in Gujarati, shaped and extractable', async () => {
    const name = 'श्री गणेश ट्रेडर्स (क्षत्रिय)';
    const address = 'શ્રી ક્ષેત્ર માર્ગ, અમદાવાદ';
    const id = await record({ MobileNo: '9100000009', Name: name, CustomerAddress: address });
    const { response } = await post(t, admin, '/license-transactions', { id });
    expect(response.statusCode).toBe(200);
    const text = pdfTextAsWritten(response.rawPayload);
    expect(text).toContain(name);
    expect(text).toContain(address);
    expect(text).toContain('TAX INVOICE');
  });

  it('prints the bill of a customer named અંબિકા ટ્રેડર્સ: 200, the whole PDF at once (issue 28)', async () => {
    const name = 'અંબિકા ટ્રેડર્સ';
    const id = await record({ MobileNo: '9100000028', Name: name, CustomerAddress: 'આંબાવાડી' });
    const { response } = await post(t, admin, '/license-transactions', { id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Made whole before the answer: its length is known, and it ends as a PDF ends.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfTextAsWritten(response.rawPayload);
    expect(text).toContain(name);
    expect(text).toContain('આંબાવાડી');
  });

  it('charges IGST outside the supplier state and says unregistered without a GSTIN', async () => {
    const id = await record({ MobileNo: '9100000004', PlaceOfSupply: 'maharashtra' });
    const text = await pdfText(
      (await post(t, admin, '/license-transactions', { id })).response.rawPayload,
    );
    expect(text).toContain('IGST 18%');
    expect(text).toContain('Maharashtra');
    expect(text).toContain('₹270.00');
    expect(text).toContain('GSTIN: unregistered');
    expect(text).not.toContain('CGST');
  });
});

describe('POST /delete-license-transaction', () => {
  it('reverses the latest transaction on the licence, refuses an older one, audits both, keeps the number', async () => {
    const first = await record({ MobileNo: '9100000010', LicenseYears: 30, wa: 1000 });
    const before = await search(t, admin, '9100000010');
    const second = await record({
      MobileNo: '9100000010',
      TranType: 'Renewal',
      LicenseYears: 60,
      wa: 2000,
      NoOfCompanies: 3,
    });
    expect(await search(t, admin, '9100000010')).toMatchObject({
      LicenseKey: '2027-02-21',
      WABalance: '30.00',
      NoOfCompanies: 3,
    });

    const refused = await post(t, admin, '/delete-license-transaction', { id: first });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(licenceMessages.notLatest);

    const [secondRow] = (await listTransactions(t, admin, { MobileNo: '9100000010' })).rows;
    const deleted = await post(t, admin, '/delete-license-transaction', { id: second });
    expect(deleted.body).toEqual({ status: 200, message: 'Transaction deleted successfully.' });
    expect(await search(t, admin, '9100000010')).toEqual(before);
    // Cancelled, not vanished: still listed, its number kept, its invoice stamped CANCELLED.
    const listed = await listTransactions(t, admin, { MobileNo: '9100000010' });
    expect(listed.meta.total).toBe(2);
    const cancelled = listed.rows.find((row) => row.id === second)!;
    expect(cancelled.InvoiceNo).toBe(secondRow!.InvoiceNo);
    expect(cancelled.CancelledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed.rows.find((row) => row.id === first)!.CancelledAt).toBe('');
    const invoice = await post(t, admin, '/license-transactions', { id: second });
    expect(invoice.response.statusCode).toBe(200);
    const invoiceText = await pdfText(invoice.response.rawPayload);
    expect(invoiceText).toContain(`CANCELLED on ${displayDay(businessToday(t.ctx))}`);
    expect(invoiceText).toContain(secondRow!.InvoiceNo);
    expect((await post(t, admin, '/delete-license-transaction', { id: second })).status).toBe(404);

    // now the first is the latest again, and may go; the licence goes back to no expiry
    expect((await post(t, admin, '/delete-license-transaction', { id: first })).status).toBe(200);
    expect(await search(t, admin, '9100000010')).toMatchObject({
      LicenseKey: '',
      WABalance: '0.00',
    });

    const next = await record({ MobileNo: '9100000011' });
    const [nextRow] = (await listTransactions(t, admin, { MobileNo: '9100000011' })).rows;
    expect(nextRow!.InvoiceNo > secondRow!.InvoiceNo).toBe(true);
    expect(next).toBeGreaterThan(second);

    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'licence_transaction')));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'licence.transaction.delete',
      'licence.transaction.delete',
      'licence.transaction.delete-refused',
    ]);
  });

  it('422 without an id', async () => {
    expect((await post(t, admin, '/delete-license-transaction', {})).status).toBe(422);
  });
});

describe('a free WA recharge', () => {
  it('issues no document (issue 42): no number taken, nothing to print', async () => {
    await record({ MobileNo: '9100000020', LicenseYears: 30 });
    const id = await record({
      MobileNo: '9100000020',
      TranType: 'WARecharge',
      LicenseYears: 0,
      product: 0,
      server: 0,
      wa: 50000,
      free: true,
    });
    const [free] = (await listTransactions(t, admin, { MobileNo: '9100000020' })).rows;
    expect(free).toMatchObject({ id, InvoiceNo: '', TotalCharges: '0.00', WABalance: '500.00' });
    const print = await post(t, admin, '/license-transactions', { id });
    expect(print.status).toBe(404);
    expect(print.body.message).toBe(licenceMessages.noDocument);
    expect(await search(t, admin, '9100000020')).toMatchObject({ WABalance: '500.00' });
  });
});
