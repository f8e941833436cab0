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
  const saved = await update(t, admin, specPayload('9300000001'));
  expect(saved.status).toBe(200);
  const [row] = (await listTransactions(t, admin, { MobileNo: '9300000001' })).rows;
  expect(row).toMatchObject({
    SubTotal: '7500.00',
    GSTCharges: '1350.00',
    TotalCharges: '8850.00',
  });
  expect(await search(t, admin, '9300000001')).toMatchObject({ LicenseKey: '2027-11-24' });
});

it('records a sale without GST when GSTCharges is zero, and refuses GST figures that do not add up', async () => {
  const plain = specPayload('9300000002', { GSTCharges: 0, TotalCharges: 7500 });
  expect((await update(t, admin, plain)).status).toBe(200);
  const [row] = (await listTransactions(t, admin, { MobileNo: '9300000002' })).rows;
  expect(row).toMatchObject({ GSTCharges: '0.00', TotalCharges: '7500.00' });

  const wrong = await update(
    t,
    admin,
    specPayload('9300000003', { GSTCharges: 1000, TotalCharges: 8500 }),
  );
  expect(wrong.status).toBe(422);
  expect(Object.keys(wrong.body.errors ?? {})).toEqual(['GSTCharges', 'TotalCharges']);
});

it('takes EntryDate from the start of the previous financial year to today, and no other', async () => {
  const future = await update(t, admin, specPayload('9300000004', { EntryDate: '2026-11-25' }));
  expect(future.body.errors).toEqual({ EntryDate: licenceMessages.entryDateFuture });
  const old = await update(t, admin, specPayload('9300000004', { EntryDate: '2025-03-31' }));
  expect(old.body.errors).toEqual({ EntryDate: licenceMessages.entryDateTooOld('2025-04-01') });
  expect(old.body.errors?.EntryDate).toBe(
    'Entry Date cannot be before 01-04-2025, the start of the previous financial year.',
  );
  const century = await update(t, admin, specPayload('9300000004', { EntryDate: '1926-11-24' }));
  expect(century.status).toBe(422);
  const earliest = await update(t, admin, specPayload('9300000004', { EntryDate: '2025-04-01' }));
  expect(earliest.status).toBe(200);
  const [row] = (await listTransactions(t, admin, { MobileNo: '9300000004' })).rows;
  expect(row!.InvoiceNo).toMatch(/^YB\/25-26\/\d{5}$/);
});
