import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceMessages } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { adminUser, type TestUser } from '../../test/factories';
import {
  gstDocumentText,
  licenceSalesApp,
  listTransactions,
  pdfTextAsWritten,
  post,
  recordSale,
  update,
  updateBody,
  type PurchaseOptions,
} from '../../test/licences';
import { fixedClock } from '../lib/clock';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => ({ t, admin, staff } = await licenceSalesApp()));
afterAll(() => t.close());

const sell = (app: TestApp, user: TestUser, fields: PurchaseOptions) =>
  recordSale(app, user, staff, fields);
const rowsOf = async (app: TestApp, user: TestUser, MobileNo: string) =>
  (await listTransactions(app, user, { MobileNo })).rows;
const documentText = gstDocumentText;
const reportText = async (app: TestApp, user: TestUser, filters: object) => {
  const url = (await post<string>(app, user, '/report-license', filters)).body.data!;
  const file = await app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
  const dir = process.env.GST_PDF_DIR;
  if (dir) fs.writeFileSync(path.join(dir, `report-${Date.now()}.pdf`), file.rawPayload);
  return pdfTextAsWritten(file.rawPayload);
};

describe('deleting a sale whose return is filed', () => {
  it('issues a credit note in its own series against the invoice, printed and negative in the report', async () => {
    // Sold on 4 October; October's GSTR-1 was due on 11 November: on 23 November its invoices
    // are reported.
    t.ctx.clock = fixedClock('2026-10-04T06:00:00Z');
    const id = await sell(t, admin, {
      MobileNo: '9400000001',
      Name: 'Kutch Salt Works',
      EntryDate: '2026-10-04',
      CustomerGSTIN: '24ABCDE1234F1Z6',
      CustomerAddress: 'Plot 7, GIDC, Gandhidham',
    });
    t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
    const [invoice] = await rowsOf(t, admin, '9400000001');
    const deleted = await post(t, admin, '/delete-license-transaction', { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(
      licenceMessages.creditNoteIssued('CN/26-27/00001', invoice!.InvoiceNo),
    );
    const [creditNote, credited] = await rowsOf(t, admin, '9400000001');
    expect(creditNote).toMatchObject({
      InvoiceNo: 'CN/26-27/00001',
      TranType: 'CreditNote',
      EntryDate: '2026-11-23',
      SubTotal: '-1500.00',
      GSTCharges: '-270.00',
      TotalCharges: '-1770.00',
      CustomerGSTIN: '24ABCDE1234F1Z6',
      CreditOfNo: invoice!.InvoiceNo,
      CreditOfDate: '2026-10-04',
      CancelledAt: '',
    });
    expect(credited).toMatchObject({ id, CreditNoteNo: 'CN/26-27/00001' });

    const text = await documentText(t, admin, creditNote!);
    for (const expected of [
      'CREDIT NOTE',
      'Credit Note No.',
      'CN/26-27/00001',
      'Against invoice',
      `${invoice!.InvoiceNo} of 04-10-2026`,
      'GSTIN: 24ABCDE1234F1Z6',
      'CGST 9%',
      '₹135.00',
      'Credit note total',
      '₹1,770.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The invoice itself stays as issued: it was reported.
    expect(await documentText(t, admin, credited!)).not.toContain('CANCELLED');

    const report = await reportText(t, admin, { MobileNo: '9400000001' });
    for (const expected of [
      'Credit Note',
      'Tax Invoice',
      '-₹1,770.00',
      '-₹135.00',
      'Credited by',
    ]) {
      expect(report, expected).toContain(expected);
    }
    // The invoice in its month and its credit note in this one: together nothing.
    expect(report).toContain('2 transactions');
    expect(report).toMatch(/Total[\s\S]*₹0\.00/);
  });

  it('refuses to delete a credit note', async () => {
    const [creditNote] = await rowsOf(t, admin, '9400000001');
    const refused = await post(t, admin, '/delete-license-transaction', { id: creditNote!.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(licenceMessages.creditNoteKept);
  });

  it('still cancels a sale of an open period', async () => {
    const id = await sell(t, admin, { MobileNo: '9400000002', EntryDate: '2026-11-20' });
    const deleted = await post(t, admin, '/delete-license-transaction', { id });
    expect(deleted.body.message).toBe(licenceMessages.transactionDeleted);
    const rows = await rowsOf(t, admin, '9400000002');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ CreditNoteNo: '' });
    expect(rows[0]!.CancelledAt).not.toBe('');
  });

  it('credits once GST_FILED_UNTIL says the return is filed, even before it was due', async () => {
    const filed = await createTestApp();
    try {
      filed.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
      const boss = await adminUser(filed.ctx);
      const { body } = await update(
        filed,
        boss,
        updateBody({ MobileNo: '9400000003', EmployeeId: boss.id, EntryDate: '2026-11-20' }),
      );
      // The administrator files November's return early, and says so.
      filed.ctx.config.GST_FILED_UNTIL = '2026-11-30';
      const deleted = await post(filed, boss, '/delete-license-transaction', {
        id: body.data!.transactionId,
      });
      expect(deleted.body.message).toMatch(/credit note CN\/26-27\/00001/);
    } finally {
      await filed.close();
    }
  });
});

describe('a supplier not registered for GST', () => {
  it('charges no GST: every document is a Bill of Supply', async () => {
    const small = await createTestApp({ SUPPLIER_GST_REGISTERED: 'false' });
    try {
      small.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
      const boss = await adminUser(small.ctx);
      const taxed = await update(
        small,
        boss,
        updateBody({ MobileNo: '9400000004', EmployeeId: boss.id }),
      );
      expect(taxed.status).toBe(422);
      expect(taxed.body.errors).toEqual({ GSTCharges: licenceMessages.supplierUnregistered });
      const sold = await update(
        small,
        boss,
        updateBody({ MobileNo: '9400000004', EmployeeId: boss.id, gst: false }),
      );
      expect(sold.status).toBe(200);
      const [row] = await rowsOf(small, boss, '9400000004');
      const text = await documentText(small, boss, row!);
      for (const expected of [
        'BILL OF SUPPLY',
        'Bill No.',
        'Not registered for GST',
        'not registered for GST: no GST',
        '₹1,500.00',
      ]) {
        expect(text, expected).toContain(expected);
      }
      for (const absent of ['TAX INVOICE', 'GST not charged', 'CGST', 'Total taxable value'])
        expect(text, absent).not.toContain(absent);
      expect(text).not.toContain('24AAACY0000A1ZG');
      const report = await reportText(small, boss, {});
      expect(report).toContain('Bill of Supply');
      expect(report).toContain('0%');
    } finally {
      await small.close();
    }
  });
});
