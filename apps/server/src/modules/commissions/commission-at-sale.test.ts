import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionLedger } from '@yaar/shared';
import { auditLog, employeeCommissionEntries, licenceTransactions } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, createStaffUser, type TestUser } from '../../../test/factories';
import { cityIdOf, leadMobile } from '../../../test/leads';
import { post, updateBody, withLicenceApp, type PurchaseOptions } from '../../../test/licences';

// Issue 28 §4, issue 42: a commission is earned at the rates in effect on its sale's date, fixed
// when the sale is recorded; an undone sale is reversed on the day it is undone.
let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdminAndStaff()));
afterAll(() => t.close());

/** Moves `app`'s clock to `day` (06:00 UTC: the same day in Kolkata); the file goes forward in time. */
const at = (day: string, app = t) => (app.ctx.clock = fixedClock(`${day}T06:00:00Z`));

/** The administrator's edit of the employee's rates, through the Users screen's call. */
async function setRates(user: TestUser, OYComm1: string, OYComm2: string, app = t, boss = admin) {
  const edit = await post(app, boss, '/update-user', {
    id: user.id,
    FirstName: 'Meera',
    LastName: 'Shah',
    Email: user.email,
    MobileNo: user.mobileNo,
    Address: '12 Relief Road',
    CityId: await cityIdOf(app.ctx),
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
  app = t,
  boss = admin,
) {
  const sale = await post<{ transactionId: number }>(
    app,
    boss,
    '/update-license',
    updateBody({ MobileNo: leadMobile(), EmployeeId: user?.id, EntryDate, ...more }),
  );
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
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

/**
 * The employee's row of the commission report's spreadsheet over the range (a fresh link each
 * time): name, mobile, brought forward, purchases, renewals, cancelled, earned, paid, carried
 * forward.
 */
async function reportRow(user: TestUser, FromDate: string, ToDate: string) {
  const issued = await post<string>(t, admin, '/commission-report', {
    EmployeeId: user.id,
    FromDate,
    ToDate,
  });
  if (!issued.body.data) return undefined;
  const sheet = await t.inject({ method: 'GET', url: `${issued.body.data}&format=xlsx` });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.find((row) => row[1] === user.mobileNo);
}

const storedCommission = async (id: number, app = t) =>
  (
    await app.ctx.db
      .select({ commission: licenceTransactions.commission })
      .from(licenceTransactions)
      .where(eq(licenceTransactions.id, id))
  )[0]!.commission;

describe('a commission is earned at the rate in effect on its sale’s date', () => {
  it('a rate change leaves earlier sales, the balance and October’s report as they were; a sale dated before the change earns the old rate, one after the new', async () => {
    at('2026-10-05');
    const user = await employee('250', '100');
    const mobile = leadMobile();
    await sell(user, '2026-10-05', { MobileNo: mobile });
    at('2026-10-12');
    await sell(user, '2026-10-12', { MobileNo: mobile, TranType: 'Renewal' });
    at('2026-10-14');
    await sell(user, '2026-10-14');
    expect((await pay(user, '100', '2026-10-14')).status).toBe(200);
    const before = await ledgerOf(user);
    expect(before).toEqual({ Sales: 3, Earned: '600.00', Paid: '100.00', Balance: '500.00' });
    const october = await reportRow(user, '2026-10-01', '2026-10-31');
    expect(october).toEqual(['Meera Shah', user.mobileNo, 0, 2, 1, 0, 600, 100, 500]);

    at('2026-10-30');
    await setRates(user, '400', '150');
    expect(await ledgerOf(user)).toEqual(before);
    expect(await reportRow(user, '2026-10-01', '2026-10-31')).toEqual(october);

    // Recorded on 5 November (October's return is open until the 11th): dated the 29th, before
    // the change, it earns the old rate; dated the 5th, the new one.
    at('2026-11-05');
    const backDated = await sell(user, '2026-10-29');
    const current = await sell(user, '2026-11-05');
    expect(await storedCommission(backDated)).toBe('250.00');
    expect(await storedCommission(current)).toBe('400.00');
    expect(await ledgerOf(user)).toEqual({
      Sales: 5,
      Earned: '1250.00',
      Paid: '100.00',
      Balance: '1150.00',
    });
    // November opens with October's balance and closes with the ledger's.
    expect(await reportRow(user, '2026-11-01', '2026-11-30')).toEqual([
      'Meera Shah',
      user.mobileNo,
      750,
      1,
      0,
      0,
      400,
      0,
      1150,
    ]);
  });

  it.each([
    { sale: 'an OYaar Purchase', more: {}, earned: '250.00' },
    { sale: 'a VahanYaar Purchase', more: { Product: 'VahanYaar' }, earned: '0.00' },
    { sale: 'an OYaar Trial', more: { TranType: 'Trial' }, earned: '0.00' },
    { sale: 'an OYaar WA recharge', more: { TranType: 'WARecharge' }, earned: '0.00' },
  ])('$sale stores $earned', async ({ more, earned }) => {
    at('2026-11-15');
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

  it('a sale dated 31 March and recorded in November earns March’s rate (a supplier not registered for GST files no return, so it may be)', async () => {
    await withLicenceApp(
      { SUPPLIER_GST_REGISTERED: 'false' },
      '2026-03-01',
      async (small, boss) => {
        const user = await createStaffUser(small.ctx);
        await setRates(user, '250', '100', small, boss);
        at('2026-06-01', small);
        await setRates(user, '300', '120', small, boss);
        at('2026-11-20', small);
        await setRates(user, '400', '150', small, boss);
        const march = await sell(user, '2026-03-31', { gst: false }, small, boss);
        expect(await storedCommission(march, small)).toBe('250.00');
        const november = await sell(user, '2026-11-20', { gst: false }, small, boss);
        expect(await storedCommission(november, small)).toBe('400.00');
      },
    );
  });
});

describe('an undone sale is reversed on the day it is undone', () => {
  it('cancelled in December, its November stays as reported; December carries the reversal', async () => {
    at('2026-11-20');
    const user = await employee('250', '100');
    const cancelled = await sell(user, '2026-11-20');
    const credited = await sell(user, '2026-11-20');
    const november = await reportRow(user, '2026-11-01', '2026-11-30');
    expect(november).toEqual(['Meera Shah', user.mobileNo, 0, 2, 0, 0, 500, 0, 500]);

    // 5 December: November's return is still open, the sale is cancelled.
    at('2026-12-05');
    expect((await post(t, admin, '/delete-license-transaction', { id: cancelled })).status).toBe(
      200,
    );
    // 15 December: November's return is due, the sale is credited by a credit note.
    at('2026-12-15');
    const deleted = await post(t, admin, '/delete-license-transaction', { id: credited });
    expect(deleted.body.message).toMatch(/credit note CN\//);

    expect(await ledgerOf(user)).toEqual({
      Sales: 0,
      Earned: '0.00',
      Paid: '0.00',
      Balance: '0.00',
    });
    expect(await reportRow(user, '2026-11-01', '2026-11-30')).toEqual(november);
    // December opens with November's balance carried forward and reverses both on their days.
    expect(await reportRow(user, '2026-12-01', '2026-12-31')).toEqual([
      'Meera Shah',
      user.mobileNo,
      500,
      0,
      0,
      2,
      -500,
      0,
      0,
    ]);
    expect(await reportRow(user, '2026-12-01', '2026-12-10')).toEqual([
      'Meera Shah',
      user.mobileNo,
      500,
      0,
      0,
      1,
      -250,
      0,
      250,
    ]);
    // The sales keep on record what they earned; the ledger's entries say when each moved.
    expect(await storedCommission(cancelled)).toBe('250.00');
    const entries = await t.ctx.db
      .select({
        id: employeeCommissionEntries.id,
        day: employeeCommissionEntries.day,
        commission: employeeCommissionEntries.commission,
      })
      .from(employeeCommissionEntries)
      .where(eq(employeeCommissionEntries.employeeId, user.id))
      .orderBy(employeeCommissionEntries.day, employeeCommissionEntries.id);
    expect(entries).toEqual([
      { id: cancelled, day: '2026-11-20', commission: '250.00' },
      { id: credited, day: '2026-11-20', commission: '250.00' },
      { id: cancelled, day: '2026-12-05', commission: '-250.00' },
      { id: credited, day: '2026-12-15', commission: '-250.00' },
    ]);
    const [audit] = await t.ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'licence.transaction.delete'),
          eq(auditLog.entityId, `${cancelled}`),
        ),
      );
    expect(audit!.details).toMatchObject({ before: { commission: '250.00' } });
  });

  it('a whole year’s report carries forward what the ledger says is owed', async () => {
    at('2026-12-20');
    const user = await employee('250', '100');
    await sell(user, '2026-12-20');
    expect((await pay(user, '100', '2026-12-20')).status).toBe(200);
    const ledger = await ledgerOf(user);
    const [, , broughtForward, , , , earned, paid, carried] = (await reportRow(
      user,
      '2026-04-01',
      '2026-12-20',
    ))!;
    expect(broughtForward).toBe(0);
    expect(Number(broughtForward) + Number(earned) - Number(paid)).toBe(carried);
    expect(carried).toBe(Number(ledger.Balance));
  });
});
