import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionLedger } from '@yaar/shared';
import { auditLog, employeeLicenceSales, licenceTransactions } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, createStaffUser, type TestUser } from '../../../test/factories';
import { cityIdOf, leadMobile } from '../../../test/leads';
import { post, updateBody, type PurchaseOptions } from '../../../test/licences';

// Issue 28 §4: a commission is earned at the rates of the day its sale is recorded.
let t: TestApp, admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await appWithAdminAndStaff());
  t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
});
afterAll(() => t.close());

/** The administrator's edit of the employee's rates, through the Users screen's call. */
async function setRates(user: TestUser, OYComm1: string, OYComm2: string) {
  const edit = await post(t, admin, '/update-user', {
    id: user.id,
    FirstName: 'Meera',
    LastName: 'Shah',
    Email: user.email,
    MobileNo: user.mobileNo,
    Address: '12 Relief Road',
    CityId: await cityIdOf(t.ctx),
    Pincode: '380001',
    OYComm1,
    OYComm2,
  });
  expect(edit.status).toBe(200);
}
async function employee(OYComm1: string, OYComm2: string) {
  const user = await createStaffUser(t.ctx);
  await setRates(user, OYComm1, OYComm2);
  return user;
}
/** One sale by `user`; its transaction id. */
async function sell(
  user: TestUser | undefined,
  EntryDate: string,
  more: Partial<PurchaseOptions> = {},
) {
  const sale = await post<{ transactionId: number }>(
    t,
    admin,
    '/update-license',
    updateBody({ MobileNo: leadMobile(), EmployeeId: user?.id, EntryDate, ...more }),
  );
  expect(sale.status).toBe(200);
  return sale.body.data!.transactionId;
}
const ledgerOf = async (user: TestUser) =>
  (
    (await post(t, admin, '/commission-history', { UserId: user.id })).body as unknown as {
      ledger: CommissionLedger;
    }
  ).ledger;
const pay = (user: TestUser, Amount: string, EntryDate: string) =>
  post(t, admin, '/pay-commission', {
    EmployeeId: user.id,
    EntryDate,
    Amount,
    PaymentMethod: 'UPI',
  });
/** The commission report's spreadsheet rows for the employee over the range (a fresh link each time). */
async function reportRows(user: TestUser, FromDate: string, ToDate: string) {
  const issued = await post<string>(t, admin, '/commission-report', {
    EmployeeId: user.id,
    FromDate,
    ToDate,
  });
  const sheet = await t.inject({ method: 'GET', url: `${issued.body.data!}&format=xlsx` });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
const storedCommission = async (id: number) =>
  (
    await t.ctx.db
      .select({ commission: licenceTransactions.commission })
      .from(licenceTransactions)
      .where(eq(licenceTransactions.id, id))
  )[0]!.commission;

describe('a commission is earned at the rate of its sale', () => {
  it('a rate change leaves earlier sales, the balance and last month’s report as they were; the next sale earns the new rate', async () => {
    const user = await employee('250', '100');
    const mobile = leadMobile();
    await sell(user, '2026-10-05', { MobileNo: mobile });
    await sell(user, '2026-10-12', { MobileNo: mobile, TranType: 'Renewal' });
    await sell(user, '2026-10-14');
    expect((await pay(user, '100', '2026-10-20')).status).toBe(200);
    const before = await ledgerOf(user);
    expect(before).toEqual({ Sales: 3, Earned: '600.00', Paid: '100.00', Balance: '500.00' });
    const october = await reportRows(user, '2026-10-01', '2026-10-31');
    expect(october.find((row) => row[1] === user.mobileNo)).toEqual([
      'Meera Shah',
      user.mobileNo,
      2,
      1,
      600,
      100,
      500,
    ]);

    await setRates(user, '400', '150');
    expect(await ledgerOf(user)).toEqual(before);
    expect(await reportRows(user, '2026-10-01', '2026-10-31')).toEqual(october);

    const next = await sell(user, '2026-11-10');
    expect(await storedCommission(next)).toBe('400.00');
    expect(await ledgerOf(user)).toEqual({
      Sales: 4,
      Earned: '1000.00',
      Paid: '100.00',
      Balance: '900.00',
    });
    expect(await reportRows(user, '2026-10-01', '2026-10-31')).toEqual(october);
    const november = await reportRows(user, '2026-11-01', '2026-11-30');
    expect(november.find((row) => row[1] === user.mobileNo)).toEqual([
      'Meera Shah',
      user.mobileNo,
      1,
      0,
      400,
      0,
      400,
    ]);
  });

  it('a cancelled sale takes back exactly what it earned, the others keep theirs', async () => {
    const user = await employee('250', '100');
    // Dated after the sales above: an invoice may not be dated before the series' latest.
    const older = await sell(user, '2026-11-12');
    await setRates(user, '300', '120');
    const newer = await sell(user, '2026-11-13');
    expect(await ledgerOf(user)).toMatchObject({ Sales: 2, Earned: '550.00', Balance: '550.00' });

    // Each sale is its own licence's latest transaction, so the older one may be cancelled.
    const cancelled = await post(t, admin, '/delete-license-transaction', { id: older });
    expect(cancelled.status).toBe(200);
    expect(await ledgerOf(user)).toEqual({
      Sales: 1,
      Earned: '300.00',
      Paid: '0.00',
      Balance: '300.00',
    });
    // The cancelled sale keeps on record what it earned; the view leaves it out.
    expect(await storedCommission(older)).toBe('250.00');
    const live = await t.ctx.db
      .select({ id: employeeLicenceSales.id, commission: employeeLicenceSales.commission })
      .from(employeeLicenceSales)
      .where(eq(employeeLicenceSales.employeeId, user.id));
    expect(live).toEqual([{ id: newer, commission: '300.00' }]);
    const [audit] = await t.ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'licence.transaction.delete'), eq(auditLog.entityId, `${older}`)),
      );
    expect(audit!.details).toMatchObject({ before: { commission: '250.00' } });
  });

  it.each([
    { sale: 'an OYaar Purchase', more: {}, earned: '250.00' },
    { sale: 'a VahanYaar Purchase', more: { Product: 'VahanYaar' }, earned: '0.00' },
    { sale: 'an OYaar Trial', more: { TranType: 'Trial' }, earned: '0.00' },
    { sale: 'an OYaar WA recharge', more: { TranType: 'WARecharge' }, earned: '0.00' },
  ])('$sale stores $earned', async ({ more, earned }) => {
    const user = await employee('250', '100');
    expect(await storedCommission(await sell(user, '2026-11-15', more))).toBe(earned);
  });

  it('a sale without an employee earns no one anything', async () => {
    const sale = await sell(undefined, '2026-11-15', {
      PaymentMethod: undefined,
      product: 0,
      server: 0,
    });
    expect(await storedCommission(sale)).toBe('0.00');
  });
});
