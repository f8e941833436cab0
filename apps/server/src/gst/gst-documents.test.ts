import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstr1DueDay,
  invoiceCancellable,
  isValidGstin,
  licenceMessages,
  stateOfGstin,
  type LicenceTransaction,
} from '@yaar/shared';
import type { TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import {
  gstDocumentText,
  licenceSalesApp,
  listTransactions,
  search,
  update,
  updateBody,
} from '../../test/licences';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => ({ t, admin, staff } = await licenceSalesApp()));
afterAll(() => t.close());

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const sell = (fields: Parameters<typeof updateBody>[0]) =>
  update(t, admin, updateBody({ EmployeeId: staff.id, ...fields }));
const rowOf = async (MobileNo: string, index = 0) =>
  (await listTransactions(t, admin, { MobileNo })).rows[index]!;
const documentText = (row: Pick<LicenceTransaction, 'id' | 'InvoiceNo'>) =>
  gstDocumentText(t, admin, row);

describe('GSTINs', () => {
  it("checks the check character by GSTN's Luhn mod 36", () => {
    expect(isValidGstin(MAHARASHTRA_GSTIN)).toBe(true);
    expect(isValidGstin('24ABCDE1234F1Z9')).toBe(false);
    expect(gstinCheckCharacter('24ABCDE1234F1Z9')).toBe('6');
    expect(isValidGstin('24AAACY0000A1ZG')).toBe(true);
    expect(stateOfGstin(MAHARASHTRA_GSTIN)).toBe('Maharashtra');
    expect(stateOfGstin('97AAAAA0000A1Z0')).toBe('Other Territory');
  });

  it('refuses a GSTIN whose check character is wrong, or whose state code is none, beside the field', async () => {
    const wrong = await sell({ MobileNo: '9300000001', CustomerGSTIN: '24abcde1234f1z9' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ CustomerGSTIN: licenceMessages.gstinCheck('6') });
    const state = await sell({ MobileNo: '9300000001', CustomerGSTIN: '40ABCDE1234F1Z6' });
    expect(state.body.errors).toEqual({ CustomerGSTIN: licenceMessages.gstinState });
  });
});

describe("a registered buyer's place of supply", () => {
  it("is the state of their GSTIN: IGST from Gujarat to Maharashtra, 'Our own state' left as it was", async () => {
    const sale = await sell({
      MobileNo: '9300000002',
      Name: 'Pune Fleet Services',
      CustomerGSTIN: MAHARASHTRA_GSTIN,
      CustomerAddress: '4 FC Road, Pune',
      PlaceOfSupply: '',
    });
    expect(sale.status).toBe(200);
    const row = await rowOf('9300000002');
    expect(row).toMatchObject({ PlaceOfSupply: 'Maharashtra', GSTCharges: '270.00' });
    const text = await documentText(row);
    expect(text).toContain('IGST 18%');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).not.toContain('CGST');
  });

  it('refuses a place of supply that contradicts the GSTIN, beside the field', async () => {
    const sale = await sell({
      MobileNo: '9300000003',
      CustomerGSTIN: MAHARASHTRA_GSTIN,
      PlaceOfSupply: 'Gujarat',
    });
    expect(sale.status).toBe(422);
    expect(sale.body.errors).toEqual({
      PlaceOfSupply: licenceMessages.placeOfSupplyOfGstin('Maharashtra'),
    });
  });
});

describe('a renewal', () => {
  it("keeps the customer's GSTIN, address and state when the spec's payload leaves them out", async () => {
    await sell({
      MobileNo: '9300000004',
      CustomerGSTIN: MAHARASHTRA_GSTIN,
      CustomerAddress: '4 FC Road, Pune',
    });
    expect(await search(t, admin, '9300000004')).toMatchObject({
      CustomerGSTIN: MAHARASHTRA_GSTIN,
      CustomerAddress: '4 FC Road, Pune',
      PlaceOfSupply: 'Maharashtra',
      ProductCharges: '1000.00',
      ServerCharges: '500.00',
    });
    const renewal = await sell({ MobileNo: '9300000004', TranType: 'Renewal' });
    expect(renewal.status).toBe(200);
    const row = await rowOf('9300000004');
    expect(row).toMatchObject({
      TranType: 'Renewal',
      CustomerGSTIN: MAHARASHTRA_GSTIN,
      CustomerAddress: '4 FC Road, Pune',
      PlaceOfSupply: 'Maharashtra',
    });
    expect(await documentText(row)).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    // Sent blank, the buyer is unregistered from this sale on.
    await sell({ MobileNo: '9300000004', TranType: 'Renewal', CustomerGSTIN: '' });
    expect((await rowOf('9300000004')).CustomerGSTIN).toBe('');
  });
});

describe('invoice dates', () => {
  it('follow the serials: no sale dated before the latest invoice of its series', async () => {
    expect((await sell({ MobileNo: '9300000005', EntryDate: '2026-11-23' })).status).toBe(200);
    const latest = await rowOf('9300000005');
    const early = await sell({ MobileNo: '9300000006', EntryDate: '2026-11-22' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({
      EntryDate: licenceMessages.entryDateBeforeSeries('2026-11-23', latest.InvoiceNo),
    });
    expect(early.body.errors!.EntryDate).toContain('23-11-2026');
  });
});

describe('the return period', () => {
  it('ends when GSTR-1 of the month is due (the 11th of the next month) or at GST_FILED_UNTIL', () => {
    expect(gstr1DueDay('2026-10-04')).toBe('2026-11-11');
    expect(gstr1DueDay('2026-12-31')).toBe('2027-01-11');
    expect(invoiceCancellable('2026-11-04', '2026-12-11')).toBe(true);
    expect(invoiceCancellable('2026-11-04', '2026-12-12')).toBe(false);
    expect(invoiceCancellable('2026-11-04', '2026-11-23', '2026-11-30')).toBe(false);
  });
});
