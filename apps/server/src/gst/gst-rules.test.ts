import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  licenceMessages,
  recipientRefusals,
  stateNamedIn,
  type LicenceTransaction,
} from '@yaar/shared';
import type { TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import {
  gstDocumentText,
  licenceSalesApp,
  listTransactions,
  pdfTextAsWritten,
  post,
  search,
  update,
  updateBody,
  withLicenceApp,
  type PurchaseOptions,
} from '../../test/licences';
import { licenceTransactions } from '../db/schema';
import { fixedClock } from '../lib/clock';
import { freezeIssuedDocuments } from './issued-as';

/**
 * Issue 42: the rules that would make a GST return wrong, each refused beside its field with a
 * message naming the rule, through the API, on a fixed clock. The sales are recorded in date order
 * (an invoice may not be dated before the series' latest): March 2026, October, then November.
 */
let t: TestApp, admin: TestUser, staff: TestUser;
const at = (day: string) => (t.ctx.clock = fixedClock(`${day}T06:00:00Z`));
const sell = (fields: PurchaseOptions) =>
  update(t, admin, updateBody({ EmployeeId: staff.id, ...fields }));
const sold = async (fields: PurchaseOptions) => {
  const answer = await sell(fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data!.transactionId!;
};
const rowsOf = async (MobileNo: string) => (await listTransactions(t, admin, { MobileNo })).rows;
const undo = (id: number) => post(t, admin, '/delete-license-transaction', { id });
const documentText = (row: Pick<LicenceTransaction, 'id' | 'InvoiceNo'>) =>
  gstDocumentText(t, admin, row);

const sales: Record<string, number> = {};
beforeAll(async () => {
  ({ t, admin, staff } = await licenceSalesApp());
  // Financial year 25-26: two invoices of 20 March 2026.
  at('2026-03-20');
  sales.march = await sold({ MobileNo: '9420000001', EntryDate: '2026-03-20' });
  sales.marchToo = await sold({ MobileNo: '9420000002', EntryDate: '2026-03-20' });
  // October 2026: a Purchase, then a Renewal on top of it, each on its day.
  at('2026-10-05');
  sales.october = await sold({
    MobileNo: '9420000003',
    EntryDate: '2026-10-05',
    LicenseYears: 30,
    wa: 1000,
  });
  at('2026-10-20');
  sales.renewal = await sold({
    MobileNo: '9420000003',
    EntryDate: '2026-10-20',
    TranType: 'Renewal',
    LicenseYears: 60,
    wa: 2000,
  });
  // Recorded on 23 November, dated 2 November.
  at('2026-11-23');
  sales.backDated = await sold({ MobileNo: '9420000004', EntryDate: '2026-11-02' });
});
afterAll(() => t.close());

describe('validity runs from the invoice date', () => {
  it('a sale dated 2 November and typed in on the 23rd is valid a year from the 2nd', async () => {
    expect(await search(t, admin, '9420000004')).toMatchObject({ LicenseKey: '2027-11-02' });
    const [row] = await rowsOf('9420000004');
    expect(await documentText(row!)).toContain('valid to 02-11-2027');
  });
});

describe('the credit-note deadline (CGST Act s. 34(2))', () => {
  it('refuses to undo an invoice of 25-26 after 30 November 2026, with the date, and changes nothing', async () => {
    at('2026-12-01');
    const before = await rowsOf('9420000001');
    const licence = await search(t, admin, '9420000001');
    const refused = await undo(sales.march!);
    expect(refused.status).toBe(422);
    const message = licenceMessages.creditNoteTooLate(before[0]!.InvoiceNo, '2026-11-30');
    expect(refused.body.errors).toEqual({ id: message });
    expect(message).toContain('30-11-2026');
    expect(message).toContain('s. 34(2)');
    expect(await rowsOf('9420000001')).toEqual(before);
    expect(await search(t, admin, '9420000001')).toEqual(licence);
  });

  it('still credits it on 30 November itself, and the credit note prints no payment method', async () => {
    at('2026-11-30');
    const credited = await undo(sales.marchToo!);
    expect(credited.status).toBe(200);
    expect(credited.body.message).toMatch(/credit note CN\/26-27\/\d{5}/);
    const [creditNote, invoice] = await rowsOf('9420000002');
    expect(creditNote).toMatchObject({ TranType: 'CreditNote', PaymentMethod: 'UPI' });
    const text = await documentText(creditNote!);
    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('Payment');
    // The invoice it credits still names how it was paid.
    expect(await documentText(invoice!)).toContain('Payment');
    at('2026-11-23');
  });

  it("ends on the annual return's day when GST_ANNUAL_RETURN_FILED records an earlier one", async () => {
    await withLicenceApp(
      { GST_ANNUAL_RETURN_FILED: '25-26:2026-09-30' },
      '2026-03-20',
      async (early, boss) => {
        const sale = await update(
          early,
          boss,
          updateBody({ MobileNo: '9420000005', EmployeeId: boss.id, EntryDate: '2026-03-20' }),
        );
        early.ctx.clock = fixedClock('2026-10-01T06:00:00Z');
        const refused = await post(early, boss, '/delete-license-transaction', {
          id: sale.body.data!.transactionId,
        });
        expect(refused.status).toBe(422);
        expect(refused.body.errors!.id).toContain('30-09-2026');
      },
    );
  });
});

describe('a credit note for any live invoice of the licence', () => {
  it('credits an older invoice: the licence loses its days and WhatsApp balance, the newer sale stands', async () => {
    expect(await search(t, admin, '9420000003')).toMatchObject({
      LicenseKey: '2027-01-03',
      WABalance: '30.00',
    });
    // On 23 November October's return is due: the Purchase of 5 October is credited, not cancelled.
    const credited = await undo(sales.october!);
    expect(credited.status).toBe(200);
    expect(credited.body.message).toMatch(/credit note CN\//);
    expect(await search(t, admin, '9420000003')).toMatchObject({
      LicenseKey: '2026-12-04',
      WABalance: '20.00',
    });
    // Then the Renewal, now the latest: it too gives back only what it added.
    expect((await undo(sales.renewal!)).status).toBe(200);
    expect(await search(t, admin, '9420000003')).toMatchObject({
      LicenseKey: '2026-10-05',
      WABalance: '0.00',
    });
    const rows = await rowsOf('9420000003');
    expect(rows.filter((row) => row.TranType === 'CreditNote')).toHaveLength(2);
  });

  it('still refuses to cancel an older sale of an open period: the newer ones go first', async () => {
    await sold({ MobileNo: '9420000006', LicenseYears: 30 });
    const older = (await rowsOf('9420000006'))[0]!.id;
    await sold({ MobileNo: '9420000006', TranType: 'Renewal', LicenseYears: 30 });
    const refused = await undo(older);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(licenceMessages.notLatest);
  });
});

describe('the place of supply of a buyer without a GSTIN (IGST Act s. 12(2)(b))', () => {
  it('is never our own state by default: a sale whose state is unknown is refused beside PlaceOfSupply', async () => {
    const refused = await sell({ MobileNo: '9420000010', PlaceOfSupply: undefined });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ PlaceOfSupply: licenceMessages.stateRequired });
    expect(await search(t, admin, '9420000010')).toBeUndefined();
  });

  it('is the state of their address: a buyer in Pune pays IGST, and a renewal keeps Maharashtra', async () => {
    await sold({
      MobileNo: '9420000010',
      PlaceOfSupply: 'Maharashtra',
      CustomerAddress: '4 FC Road, Pune, Maharashtra 411004',
    });
    await sold({ MobileNo: '9420000010', TranType: 'Renewal' });
    const [renewal] = await rowsOf('9420000010');
    expect(renewal).toMatchObject({ PlaceOfSupply: 'Maharashtra', GSTCharges: '270.00' });
    const text = await documentText(renewal!);
    expect(text).toContain('IGST 18%');
    expect(text).toContain('Maharashtra (27)');
  });

  it('is read from an address that names one state, for the form to show for confirmation', () => {
    expect(stateNamedIn('4 FC Road, Pune, Maharashtra 411004')).toBe('Maharashtra');
    expect(stateNamedIn('Plot 3, Silvassa, Dadra & Nagar Haveli')).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(stateNamedIn('12 MG Road, new delhi')).toBe('Delhi');
    expect(stateNamedIn('12 Ring Road, Surat')).toBeUndefined();
    expect(stateNamedIn('Delhi Gate, Surat, Gujarat')).toBeUndefined();
  });
});

describe('no back-dating into a filed period', () => {
  it('refuses a sale dated in a month whose GSTR-1 is due, beside EntryDate', async () => {
    const refused = await sell({ MobileNo: '9420000020', EntryDate: '2026-10-31' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      EntryDate: licenceMessages.entryDateFiled('2026-10-31'),
    });
  });

  it('refuses a sale dated on or before GST_FILED_UNTIL, and takes the day after', async () => {
    await withLicenceApp({ GST_FILED_UNTIL: '2026-11-15' }, '2026-11-23', async (filed, boss) => {
      const sale = (EntryDate: string) =>
        update(filed, boss, updateBody({ MobileNo: '9420000021', EmployeeId: boss.id, EntryDate }));
      const refused = await sale('2026-11-15');
      expect(refused.body.errors).toEqual({
        EntryDate: licenceMessages.entryDateFiled('2026-11-15'),
      });
      expect((await sale('2026-11-16')).status).toBe(200);
    });
  });

  it('leaves a supplier not registered for GST (no return to file) only the EntryDate window', async () => {
    await withLicenceApp(
      { SUPPLIER_GST_REGISTERED: 'false' },
      '2026-11-23',
      async (small, boss) => {
        const march = updateBody({
          MobileNo: '9420000022',
          EmployeeId: boss.id,
          EntryDate: '2026-03-31',
          gst: false,
        });
        expect((await update(small, boss, march)).status).toBe(200);
      },
    );
  });
});

describe("the recipient's details (CGST Rule 46)", () => {
  it("refuses a registered buyer's invoice without their address", async () => {
    const refused = await sell({ MobileNo: '9420000030', CustomerGSTIN: '27AAPFU0939F1ZV' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ CustomerAddress: licenceMessages.addressOfRegistered });
  });

  it('refuses an invoice of ₹50,000 or more to a buyer without a GSTIN without their address; below, none is needed', async () => {
    const large = { product: 5_000_000, server: 0 };
    const refused = await sell({ MobileNo: '9420000031', ...large });
    expect(refused.body.errors).toEqual({ CustomerAddress: licenceMessages.addressForLargeSale });
    await sold({ MobileNo: '9420000031', ...large, CustomerAddress: '9 Law Garden, Ahmedabad' });
    await sold({ MobileNo: '9420000032', product: 4_999_999, server: 0 });
  });

  it('needs the name, address and state of a large sale to an unregistered buyer, only the address of a registered one', () => {
    const recipient = { gstin: '', name: '', address: '', placeOfSupply: '' };
    expect(recipientRefusals({ ...recipient, taxablePaise: 5_000_000 })).toEqual({
      Name: licenceMessages.nameForLargeSale,
      CustomerAddress: licenceMessages.addressForLargeSale,
      PlaceOfSupply: licenceMessages.stateRequired,
    });
    expect(recipientRefusals({ ...recipient, taxablePaise: 4_999_999 })).toEqual({
      PlaceOfSupply: licenceMessages.stateRequired,
    });
    expect(
      recipientRefusals({ ...recipient, gstin: '27AAPFU0939F1ZV', taxablePaise: 100 }),
    ).toEqual({ CustomerAddress: licenceMessages.addressOfRegistered });
  });
});

describe('no Bill of Supply for a taxable licence from a registered supplier', () => {
  it('refuses IsGST 0 beside IsGST, and GSTCharges 0 without IsGST beside GSTCharges', async () => {
    const refused = await sell({ MobileNo: '9420000040', gst: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ IsGST: licenceMessages.billOfSupplyRefused });
    const spec = { ...updateBody({ MobileNo: '9420000040', EmployeeId: staff.id, gst: false }) };
    delete (spec as { IsGST?: boolean }).IsGST;
    expect((await update(t, admin, spec)).body.errors).toEqual({
      GSTCharges: licenceMessages.billOfSupplyRefused,
    });
    expect(await search(t, admin, '9420000040')).toBeUndefined();
  });
});

describe('a free trial', () => {
  it('takes no number from the invoice series, prints nothing, and needs no state', async () => {
    await sold({ MobileNo: '9420000050' });
    const trial = await sell({
      MobileNo: '9420000051',
      TranType: 'Trial',
      LicenseYears: 15,
      product: 0,
      server: 0,
      EmployeeId: undefined,
      PaymentMethod: undefined,
      PlaceOfSupply: undefined,
    });
    expect(trial.status).toBe(200);
    expect(trial.body.data).toMatchObject({ InvoiceNo: '' });
    await sold({ MobileNo: '9420000052' });
    const serialOf = async (MobileNo: string) =>
      Number((await rowsOf(MobileNo))[0]!.InvoiceNo.slice(-5));
    expect(await serialOf('9420000052')).toBe((await serialOf('9420000050')) + 1);
    const [row] = await rowsOf('9420000051');
    expect(row).toMatchObject({ InvoiceNo: '', TranType: 'Trial', TotalCharges: '0.00' });
    expect(await search(t, admin, '9420000051')).toMatchObject({ LicenseKey: '2026-12-08' });
    const print = await post(t, admin, '/license-transactions', { id: row!.id });
    expect(print.status).toBe(404);
    expect(print.body.message).toBe(licenceMessages.noDocument);
    // The report lists it, as no document.
    const url = (await post<string>(t, admin, '/report-license', { MobileNo: '9420000051' })).body
      .data!;
    const report = await t.inject({ method: 'GET', url });
    expect(pdfTextAsWritten(report.rawPayload)).toMatch(/No invoice\s+\(free\)/);
    // Undone, it is cancelled with nothing to credit.
    expect((await undo(row!.id)).body.message).toBe(licenceMessages.transactionDeleted);
  });
});

describe('documents frozen as issued', () => {
  it('reprint with the supplier, SACs and rate they were issued with, whatever the settings say later', async () => {
    const id = await sold({ MobileNo: '9420000060', CustomerAddress: '1 Relief Road' });
    const [issued] = await rowsOf('9420000060');
    const config = t.ctx.config;
    const settings = {
      SUPPLIER_NAME: config.SUPPLIER_NAME,
      SUPPLIER_ADDRESS: config.SUPPLIER_ADDRESS,
      SAC_LICENCE: config.SAC_LICENCE,
    };
    try {
      Object.assign(config, {
        SUPPLIER_NAME: 'Yaar Infotech LLP',
        SUPPLIER_ADDRESS: '7 New Building, Vadodara, Gujarat 390001',
        SAC_LICENCE: '997332',
      });
      const reprint = await documentText(issued!);
      for (const expected of ['Yaar Software Solutions (demo)', 'C G Road', '997331'])
        expect(reprint, expected).toContain(expected);
      for (const absent of ['Yaar Infotech', 'Vadodara', '997332'])
        expect(reprint, absent).not.toContain(absent);
      // A document issued now carries the new settings.
      await sold({ MobileNo: '9420000061' });
      const [fresh] = await rowsOf('9420000061');
      expect(await documentText(fresh!)).toContain('Yaar Infotech LLP');
      // One issued before documents kept their issuer is frozen with the settings of the start.
      await t.ctx.db
        .update(licenceTransactions)
        .set({ issuedAs: null })
        .where(eq(licenceTransactions.id, id));
      expect(await freezeIssuedDocuments(t.ctx.db, config)).toBe(1);
      expect(await freezeIssuedDocuments(t.ctx.db, config)).toBe(0);
      expect(await documentText(issued!)).toContain('Yaar Infotech LLP');
    } finally {
      Object.assign(config, settings);
    }
  });
});
