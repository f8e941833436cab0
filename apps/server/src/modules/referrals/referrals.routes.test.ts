import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralMessages, type Referral, type ReferralPaymentRow } from '@yaar/shared';
import { appUsers, auditLog } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, companionBearer, type TestUser } from '../../../test/factories';
import { insertLead, leadMobile } from '../../../test/leads';
import { post, updateBody } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff());
  // The day after `updateBody`'s sales: their month's GST return is open (issue 42).
  t.ctx.clock = fixedClock('2026-11-24T06:00:00Z');
});
afterAll(() => t.close());

/** A companion app user who refers one business (a lead with their mobile as RefMobileNo). */
async function referral(paymentInfo = 'asha@okaxis') {
  const RefMobileNo = leadMobile();
  const MobileNo = leadMobile();
  await t.ctx.db
    .insert(appUsers)
    .values({ name: 'Asha Referrer', mobileNo: RefMobileNo, paymentInfo });
  const id = await insertLead(t.ctx, staff.id, {
    sub: 'Customer Reference',
    companyName: 'Referred Motors',
    mobileNo: MobileNo,
    refMobileNo: RefMobileNo,
  });
  return { id, RefMobileNo, MobileNo };
}
const install = (MobileNo: string) =>
  post(t, admin, '/update-license', updateBody({ MobileNo, EmployeeId: staff.id }));
const listed = async (Status?: string) =>
  (await post<Referral[]>(t, admin, '/pending-payment-reference-leads', Status ? { Status } : {}))
    .body.data!;
const rowOf = async (id: number, Status?: string) =>
  (await listed(Status)).find((r) => r.id === id);
const pay = (who: { RefMobileNo: string; MobileNo: string }, Amount: unknown, more: object = {}) =>
  post(t, admin, '/pay-referense-commission', {
    EntryDate: '2026-11-24',
    ...who,
    PaidAmount: '0',
    Amount,
    PaymentMethod: 'UPI',
    Remarks: 'Referral reward',
    ...more,
  });

describe('referral commissions', () => {
  it('moves Pending → Payable after the purchase → Complete after payments that add up', async () => {
    const who = await referral();
    expect(await rowOf(who.id, 'Pending')).toMatchObject({
      UserName: 'Asha Referrer',
      Installation: 0,
      ReqInstallation: 1,
      PaymentInfo: 'asha@okaxis',
      Name: 'Referred Motors',
      CommissionAmount: '500.00',
      PendingPayment: '0.00',
      PaidPayment: '0.00',
      Status: 'Pending',
    });
    expect(await rowOf(who.id)).toBeUndefined(); // Payable is the default filter
    expect((await pay(who, 100)).status).toBe(409);

    expect((await install(who.MobileNo)).status).toBe(200);
    expect(await rowOf(who.id)).toMatchObject({
      Installation: 1,
      PendingPayment: '500.00',
      Status: 'Payable',
    });

    expect((await pay(who, '300')).body.message).toBe(referralMessages.paid);
    expect(await rowOf(who.id, 'Payable')).toMatchObject({
      PaidPayment: '300.00',
      PendingPayment: '200.00',
    });
    const over = await pay(who, '200.01');
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ Amount: referralMessages.moreThanOwed('200.00') });
    expect((await pay(who, '200', { PaymentMethod: 'Cash' })).status).toBe(200);
    expect(await rowOf(who.id, 'Complete')).toMatchObject({
      PaidPayment: '500.00',
      PendingPayment: '0.00',
    });
    expect((await pay(who, 1)).status).toBe(422);

    const history = await post<ReferralPaymentRow[]>(
      t,
      admin,
      '/pay-transaction-history-ref-leads',
      who,
    );
    expect(history.body.data!.map((row) => [row.CommissionAmount, row.PaymentMethod])).toEqual([
      ['200.00', 'Cash'],
      ['300.00', 'UPI'],
    ]);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'referral.payment'));
    expect(
      audits.map((row) => (row.details as { after: { amount: string } }).after.amount),
    ).toEqual(expect.arrayContaining(['300.00', '200.00']));
  });

  it("answers the spec's messages for a payment", async () => {
    const who = await referral();
    await install(who.MobileNo);
    for (const Amount of [0, '0', '-5', 'abc', '']) {
      expect((await pay(who, Amount)).body.errors).toMatchObject({
        Amount: referralMessages.amountInvalid,
      });
    }
    for (const PaymentMethod of ['', 'Commission', undefined]) {
      expect((await pay(who, 10, { PaymentMethod })).body.errors).toMatchObject({
        PaymentMethod: referralMessages.paymentMethodRequired,
      });
    }
    const unknown = await pay({ RefMobileNo: who.RefMobileNo, MobileNo: leadMobile() }, 10);
    expect(unknown.body.errors).toEqual({ MobileNo: referralMessages.referralNotFound });
  });

  it('pays only a referrer whose payment info is on file, saved through the companion API', async () => {
    const who = await referral('');
    await install(who.MobileNo);
    const refused = await pay(who, 10);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(referralMessages.noPaymentInfo);

    const headers = await companionBearer(t, admin);
    const save = (payload: object) =>
      t.inject({ method: 'POST', url: '/oyaar-api/update-user-payment-info', headers, payload });
    const blank = await save({ MobileNo: who.RefMobileNo, PaymentInfo: '  ' });
    expect(blank.json()).toMatchObject({
      errors: { PaymentInfo: referralMessages.paymentInfoRequired },
    });
    const stranger = await save({ MobileNo: leadMobile(), PaymentInfo: 'x@upi' });
    expect(stranger.json()).toMatchObject({
      errors: { MobileNo: referralMessages.referrerUnknown },
    });
    expect(
      (await save({ MobileNo: who.RefMobileNo, PaymentInfo: 'HDFC 0123, IFSC HDFC0000001' }))
        .statusCode,
    ).toBe(200);
    expect((await rowOf(who.id))?.PaymentInfo).toBe('HDFC 0123, IFSC HDFC0000001');
    expect((await pay(who, 10)).status).toBe(200);
    const staffHeaders = await companionBearer(t, staff);
    const byStaff = await t.inject({
      method: 'POST',
      url: '/oyaar-api/update-user-payment-info',
      headers: staffHeaders,
      payload: { MobileNo: who.RefMobileNo, PaymentInfo: 'mine@upi' },
    });
    expect(byStaff.statusCode).toBe(403);
  });

  it('never pays more than is owed when two payments arrive at once', async () => {
    const who = await referral();
    await install(who.MobileNo);
    const answers = await Promise.all([pay(who, 400), pay(who, 400)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect((await rowOf(who.id))?.PaidPayment).toBe('400.00');
  });

  it('exports the list and the payments between two dates, row by row', async () => {
    const who = await referral();
    await install(who.MobileNo);
    await pay(who, 125, { EntryDate: '2026-11-20' });
    const read = async (response: { rawPayload: Buffer }) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: string[][] = [];
      book.worksheets[0]!.eachRow((row) =>
        rows.push(
          (row.values as unknown[])
            .slice(1)
            .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))),
        ),
      );
      return rows;
    };
    const list = await read(
      (await post(t, admin, '/pending-payment-reference-leads', { Status: 'Payable', Export: 1 }))
        .response,
    );
    expect(list[0]).toEqual([
      'Referrer',
      'Referrer Mobile',
      'Payment Info',
      'Business',
      'Business Mobile',
      'Installations',
      'Required',
      'Commission',
      'Paid',
      'Pending',
      'Status',
    ]);
    const payable = await listed('Payable');
    expect(list.slice(1).length).toBe(payable.length);
    const page = await post<Referral[]>(t, admin, '/pending-payment-reference-leads', {
      Page: 1,
      PageSize: 1,
    });
    expect(page.body.data).toEqual([payable[0]]);
    expect(page.body.meta).toEqual({ total: payable.length, page: 1, pageSize: 1 });
    expect(list.find((row) => row[4] === who.MobileNo)).toEqual([
      'Asha Referrer',
      who.RefMobileNo,
      'asha@okaxis',
      'Referred Motors',
      who.MobileNo,
      '1',
      '1',
      '500',
      '125',
      '375',
      'Payable',
    ]);
    const payments = await read(
      (
        await post(t, admin, '/pay-transaction-history-ref-leads', {
          Export: 1,
          FromDate: '2026-11-20',
          ToDate: '2026-11-20',
        })
      ).response,
    );
    expect(payments.slice(1)).toEqual([
      [
        '2026-11-20',
        'Asha Referrer',
        who.RefMobileNo,
        'Referred Motors',
        who.MobileNo,
        '125',
        'UPI',
        'Referral reward',
      ],
    ]);
    const noDates = await post(t, admin, '/pay-transaction-history-ref-leads', { Export: 1 });
    expect(noDates.status).toBe(422);
    expect(noDates.body.errors).toEqual({ FromDate: referralMessages.exportDatesRequired });
  });

  it('is the administrator’s: staff 403, anonymous 401', async () => {
    expect((await post(t, staff, '/pending-payment-reference-leads', {})).status).toBe(403);
    expect((await post(t, null, '/pay-referense-commission', {})).status).toBe(401);
  });
});
