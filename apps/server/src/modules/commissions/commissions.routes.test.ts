import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entryDateMessages,
  commissionMessages,
  type CommissionLedger,
  type CommissionPaymentRow,
} from '@yaar/shared';
import { auditLog, commissionPayments, users } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, createStaffUser, type TestUser } from '../../../test/factories';
import { leadMobile } from '../../../test/leads';
import { pdfTextAsWritten, post, updateBody } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

let t: TestApp, admin: TestUser, staff: TestUser;
/** The file's day: its sales (10 and 12 November) and payments are in November's open return. */
const NOVEMBER_23 = fixedClock('2026-11-23T06:00:00Z');
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff());
  t.ctx.clock = NOVEMBER_23;
});
afterAll(() => t.close());

/** An employee earning ₹250 a Purchase and ₹100 a Renewal of OYaar. */
async function employee(firstName = 'Meera') {
  const user = await createStaffUser(t.ctx, { firstName });
  await t.ctx.db.update(users).set({ oyComm1: '250', oyComm2: '100' }).where(eq(users.id, user.id));
  return user;
}
async function sell(user: TestUser, TranType: string, Product = 'OYaar', EntryDate = '2026-11-10') {
  const MobileNo = leadMobile();
  if (TranType !== 'Purchase')
    await post(
      t,
      admin,
      '/update-license',
      updateBody({ MobileNo, Product, EmployeeId: user.id, EntryDate }),
    );
  const sale = await post(
    t,
    admin,
    '/update-license',
    updateBody({ MobileNo, Product, TranType, EmployeeId: user.id, EntryDate }),
  );
  expect(sale.status).toBe(200);
}
const history = async (user: TestUser) => {
  const answer = await post<CommissionPaymentRow[]>(t, admin, '/commission-history', {
    UserId: user.id,
  });
  return {
    payments: answer.body.data!,
    ledger: (answer.body as unknown as { ledger: CommissionLedger }).ledger,
  };
};
const pay = (user: TestUser, Amount: unknown, more: object = {}) =>
  post(t, admin, '/pay-commission', {
    EmployeeId: user.id,
    EntryDate: '2026-11-20',
    Amount,
    PaymentMethod: 'UPI',
    Remarks: 'November',
    ...more,
  });

describe('the commission ledger', () => {
  // A renewal here renews a licence the same employee first sold: it counts as a sale too.
  it.each([
    {
      case: 'nothing sold',
      purchases: 0,
      renewals: 0,
      payments: [],
      sales: 0,
      earned: '0.00',
      paid: '0.00',
      balance: '0.00',
    },
    {
      case: 'two purchases, part paid',
      purchases: 2,
      renewals: 0,
      payments: ['100'],
      sales: 2,
      earned: '500.00',
      paid: '100.00',
      balance: '400.00',
    },
    {
      case: 'a purchase and a renewal',
      purchases: 1,
      renewals: 1,
      payments: ['200', '150.50'],
      sales: 3,
      earned: '600.00',
      paid: '350.50',
      balance: '249.50',
    },
    {
      case: 'paid in full',
      purchases: 1,
      renewals: 0,
      payments: ['250'],
      sales: 1,
      earned: '250.00',
      paid: '250.00',
      balance: '0.00',
    },
  ])('earned − paid = balance: $case', async (row) => {
    const user = await employee();
    for (let i = 0; i < row.purchases; i += 1) await sell(user, 'Purchase');
    for (let i = 0; i < row.renewals; i += 1) await sell(user, 'Renewal');
    await sell(user, 'Purchase', 'VahanYaar'); // another product earns no OYaar commission
    for (const amount of row.payments) expect((await pay(user, amount)).status).toBe(200);
    const { ledger } = await history(user);
    expect(ledger).toEqual({
      Sales: row.sales,
      Earned: row.earned,
      Paid: row.paid,
      Balance: row.balance,
    });
  });

  it('pays from the multipart form, refuses what is not due, and deletes softly with an audit', async () => {
    const user = await employee('Nisha');
    await sell(user, 'Purchase');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      EmployeeId: String(user.id),
      EntryDate: '2026-11-21',
      Amount: '100',
      PaymentMethod: 'Cash',
      Remarks: 'advance',
    }))
      form.append(key, value);
    const multipart = await t.inject({
      method: 'POST',
      url: '/api/pay-commission',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: form,
    });
    expect(multipart.json()).toMatchObject({ message: commissionMessages.paid });
    for (const Amount of ['0', '-1', 'ten', ''])
      expect((await pay(user, Amount)).body.errors).toMatchObject({
        Amount: commissionMessages.amountInvalid,
      });
    const over = await pay(user, '150.01');
    expect(over.body.errors).toEqual({ Amount: commissionMessages.moreThanDue('150.00') });
    expect((await pay(user, '50', { EntryDate: '2026-11-22' })).status).toBe(200);

    const { payments, ledger } = await history(user);
    expect(payments.map((row) => [row.EntryDate, row.TotalCharges, row.PaymentMethod])).toEqual([
      ['2026-11-22', '50.00', 'UPI'],
      ['2026-11-21', '100.00', 'Cash'],
    ]);
    expect(ledger.Balance).toBe('100.00');
    const removed = await post(t, admin, '/commission-delete', {
      id: payments[1]!.id,
      UserId: user.id,
    });
    expect(removed.body.message).toBe(commissionMessages.paymentDeleted);
    expect((await history(user)).ledger.Balance).toBe('200.00');
    const [kept] = await t.ctx.db
      .select()
      .from(commissionPayments)
      .where(eq(commissionPayments.id, payments[1]!.id));
    expect(kept!.deletedAt).not.toBeNull();
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(payments[1]!.id)));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['commission.payment', 'commission.payment.delete']),
    );
    expect(
      (await post(t, admin, '/commission-delete', { id: payments[1]!.id, UserId: user.id })).status,
    ).toBe(404);
  });

  it('takes EntryDate within the licence entries’ window only: not 1900-01-01, not 9999-12-31', async () => {
    try {
      const old = await pay(staff, '1', { EntryDate: '1900-01-01' });
      expect(old.status).toBe(422);
      expect(old.body.errors).toEqual({ EntryDate: entryDateMessages.tooOld('2025-04-01') });
      const future = await pay(staff, '1', { EntryDate: '9999-12-31' });
      expect(future.body.errors).toEqual({ EntryDate: entryDateMessages.future });
    } finally {
      t.ctx.clock = NOVEMBER_23;
    }
  });

  it('is the administrator’s: staff 403', async () => {
    expect((await post(t, staff, '/commission-history', { UserId: staff.id })).status).toBe(403);
    expect((await post(t, staff, '/pay-commission', {})).status).toBe(403);
  });
});

describe('POST /commission-report', () => {
  it('opens per employee as PDF and spreadsheet, and refuses a changed link', async () => {
    const user = await employee('ऋषि');
    // After the sales above (10 November): an invoice may not be dated before the series' latest.
    await sell(user, 'Purchase', 'OYaar', '2026-11-12');
    await pay(user, '100', { EntryDate: '2026-11-13' });
    const filters = { EmployeeId: user.id, FromDate: '2026-11-01', ToDate: '2026-11-30' };
    const { body } = await post<string>(t, admin, '/commission-report', filters);
    expect(body.data).toMatch(/^\/api\/commission-report-file\?q=.+&signature=.+$/);
    const pdf = await t.inject({ method: 'GET', url: body.data! });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfTextAsWritten(pdf.rawPayload);
    expect(text).toContain('Commission Report');
    expect(text).toContain('ऋषि');
    expect(text).toMatch(/₹250\.00[\s\S]*₹100\.00[\s\S]*₹150\.00/);

    const sheet = await t.inject({ method: 'GET', url: `${body.data!}&format=xlsx` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // Brought forward, purchases, renewals, cancelled, earned, paid, carried forward (issue 42).
    expect(rows.find((row) => row[0] === 'ऋषि Tester')).toEqual([
      'ऋषि Tester',
      user.mobileNo,
      0,
      1,
      0,
      0,
      250,
      100,
      150,
    ]);
    // The total row adds up the sales as well as the money.
    expect(rows.find((row) => row[0] === 'Total')).toEqual([
      'Total',
      '1 employee',
      0,
      1,
      0,
      0,
      250,
      100,
      150,
    ]);

    const tampered = await t.inject({
      method: 'GET',
      // Its first character changed (to a different one: 'A' when it was, 1 run in 64, no change).
      url: body.data!.replace(/signature=(.)/, (_, first: string) =>
        first === 'A' ? 'signature=B' : 'signature=A',
      ),
    });
    expect(tampered.statusCode).toBe(403);
    const none = await post<string>(t, admin, '/commission-report', {
      ...filters,
      FromDate: '2020-01-01',
      ToDate: '2020-01-31',
    });
    expect(none.body).toMatchObject({ data: '', message: commissionMessages.reportEmpty });
  });
});
