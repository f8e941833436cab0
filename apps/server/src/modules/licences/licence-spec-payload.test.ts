import { afterAll, beforeAll, expect, it } from 'vitest';
import { licenceMessages } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, type TestUser } from '../../../test/factories';
import { listTransactions, search, update } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

/** `/update-license` with exactly the spec's fields (spec 2 §3), and the EntryDate window. */
let t: TestApp;
let admin: TestUser;
let staff: TestUser;
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff({ firstName: 'Ravi' }));
  t.ctx.clock = fixedClock('2026-11-24T06:00:00Z'); // 24 November 2026 in Kolkata
});
afterAll(() => t.close());

/** The spec's payload, as the old client sent it: no IsGST, no customer fields. */
const specPayload = (MobileNo: string, fields: Record<string, unknown> = {}) => ({
  Product: 'OYaar',
  MobileNo,
  Name: 'Kshatriya Traders',
  TranType: 'Purchase',
  EmployeeId: staff.id,
  EntryDate: '2026-11-24',
  LicenseYears: 365,
  NoOfCompanies: 1,
  ProductCharges: 6000,
  WABalance: 0,
  FreeWABalance: 0,
  ServerCharges: 1500,
  SubTotal: 7500,
  GSTCharges: 1350,
  TotalCharges: 8850,
  PaymentMethod: 'UPI',
  Remarks: '',
  LicenseProductCharges: 6000,
  LicenseServerCharges: 1500,
  ...fields,
});

it('charges GST when the spec payload carries GSTCharges above zero, without an IsGST flag', async () => {
  // The spec's payload names no state: a first sale to a buyer without a GSTIN needs ours (issue 42).
  const stateless = await update(t, admin, specPayload('9300000001'));
  expect(stateless.status).toBe(422);
  expect(stateless.body.errors).toEqual({ PlaceOfSupply: licenceMessages.stateRequired });
  const saved = await update(t, admin, specPayload('9300000001', { PlaceOfSupply: 'Gujarat' }));
  expect(saved.status).toBe(200);
  const [row] = (await listTransactions(t, admin, { MobileNo: '9300000001' })).rows;
  expect(row).toMatchObject({
    SubTotal: '7500.00',
    GSTCharges: '1350.00',
    TotalCharges: '8850.00',
  });
  expect(await search(t, admin, '9300000001')).toMatchObject({ LicenseKey: '2027-11-24' });
});

it('refuses a sale without GST when GSTCharges is zero (no Bill of Supply for a licence), and GST figures that do not add up', async () => {
  const plain = specPayload('9300000002', { GSTCharges: 0, TotalCharges: 7500 });
  const refused = await update(t, admin, plain);
  expect(refused.status).toBe(422);
  expect(refused.body.errors).toEqual({ GSTCharges: licenceMessages.billOfSupplyRefused });
  expect(await search(t, admin, '9300000002')).toBeUndefined();

  const wrong = await update(
    t,
    admin,
    specPayload('9300000003', { GSTCharges: 1000, TotalCharges: 8500 }),
  );
  expect(wrong.status).toBe(422);
  expect(Object.keys(wrong.body.errors ?? {})).toEqual(['GSTCharges', 'TotalCharges']);
});

it('takes EntryDate from the first day of an open GST return to today, and no other', async () => {
  const sale = (MobileNo: string, EntryDate: string) =>
    update(t, admin, specPayload(MobileNo, { EntryDate, PlaceOfSupply: 'Gujarat' }));
  const future = await sale('9300000004', '2026-11-25');
  expect(future.body.errors).toEqual({ EntryDate: licenceMessages.entryDateFuture });
  const old = await sale('9300000004', '2025-03-31');
  expect(old.body.errors).toEqual({ EntryDate: licenceMessages.entryDateTooOld('2025-04-01') });
  expect(old.body.errors?.EntryDate).toBe(
    'Entry Date cannot be before 01-04-2025, the start of the previous financial year.',
  );
  const century = await sale('9300000004', '1926-11-24');
  expect(century.status).toBe(422);
  // On 24 November October's GSTR-1 is due (the 11th): October is closed to new sales (issue 42).
  const october = await sale('9300000004', '2026-10-31');
  expect(october.body.errors).toEqual({ EntryDate: licenceMessages.entryDateFiled('2026-10-31') });
  expect(october.body.errors?.EntryDate).toBe(
    'Entry Date must be after 31-10-2026: the GST return for that period is filed or due, so no sale can be dated in it.',
  );
  // 1 November is open: only the series' order refuses it here (the first sale is of the 24th).
  const earliest = await sale('9300000004', '2026-11-01');
  expect(Object.keys(earliest.body.errors ?? {})).toEqual(['EntryDate']);
  expect(earliest.body.errors?.EntryDate).toContain('invoice numbers follow their dates');
  expect((await sale('9300000004', '2026-11-24')).status).toBe(200);
  const [row] = (await listTransactions(t, admin, { MobileNo: '9300000004' })).rows;
  expect(row!.InvoiceNo).toMatch(/^YB\/26-27\/\d{5}$/);
});
