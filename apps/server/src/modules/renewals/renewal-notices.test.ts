import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, renewalMessages, type RenewalNoticesRun } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { update, updateBody } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
const TODAY = '2026-11-23';

/** A purchase today of `days` days: the licence expires `days` days after today. */
const sell = async (MobileNo: string, days: number, fields: object = {}) => {
  const body = updateBody({ EmployeeId: staff.id, MobileNo, LicenseYears: days, ...fields });
  const { status, body: answer } = await update(t, admin, body);
  expect(status, JSON.stringify(answer)).toBe(200);
};
const runNotices = (Date: string) => t.postAs(admin, '/api/run-renewal-notices', { Date });
/** Runs `Date`'s notices on that day (a run may name only today or the week before). */
const runOn = async (Date: string) => {
  t.ctx.clock = fixedClock(`${Date}T06:00:00Z`);
  try {
    const response = await runNotices(Date);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: RenewalNoticesRun }>().data;
  } finally {
    t.ctx.clock = fixedClock(`${TODAY}T06:00:00Z`);
  }
};
const smsTo = (mobile: string) => t.outbox().filter((sms) => sms.to === mobile);

/** Runs every day from `from` for `days` days; answers the days on which `mobile` got an SMS. */
async function noticeDays(mobile: string, from: string, days: number) {
  const got: string[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = addDays(from, i);
    const before = smsTo(mobile).length;
    await runOn(day);
    if (smsTo(mobile).length > before) got.push(day);
    expect(smsTo(mobile).length - before).toBeLessThanOrEqual(1);
  }
  return got;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.ctx);
  staff = await createStaffUser(t.ctx, { firstName: 'Ravi' });
  t.ctx.clock = fixedClock(`${TODAY}T06:00:00Z`);
  await sell('9100000101', 40); // expires 2027-01-02
  await sell('9100000102', 40, { NoReminders: 1 });
  await sell('9100000103', 55, { Product: 'VahanYaar' }); // 2027-01-17: renewed after its first notice
});
afterAll(() => t.close());

describe('renewal notices', () => {
  it('sends one SMS 30, 7 and 1 days before the expiry and on the day, none on other days', async () => {
    const days = await noticeDays('9100000101', TODAY, 45);
    expect(days).toEqual(['2026-12-03', '2026-12-26', '2027-01-01', '2027-01-02']);
    const [first] = smsTo('9100000101');
    expect(first).toMatchObject({
      kind: 'renewal',
      vars: ['OYaar', '02-01-2027', '1,770.00'],
      text: 'Your OYaar licence expires on 02-01-2027. Renew it for Rs 1,770.00 incl. GST. Call us to renew. -Yaar',
    });
  });

  it('sends nothing more when a day is run again', async () => {
    const sent = t.outbox().length;
    const again = await runOn('2026-12-03');
    expect(again).toEqual({ Day: '2026-12-03', Sent: 0, Failed: 0 });
    expect(t.outbox()).toHaveLength(sent);
  });

  it('sends nothing to a licence marked "no reminders"', () => {
    expect(smsTo('9100000102')).toEqual([]);
  });

  it('stops the old expiry’s notices once a renewal moves it', async () => {
    // Its 30-day notice went out in the runs above (2026-12-18); then the customer renews.
    expect(smsTo('9100000103').map((sms) => sms.vars[1])).toEqual(['17-01-2027']);
    await sell('9100000103', 365, { Product: 'VahanYaar', TranType: 'Renewal' });
    for (const day of ['2027-01-10', '2027-01-16', '2027-01-17']) await runOn(day);
    expect(smsTo('9100000103')).toHaveLength(1);
    // The new expiry (2028-01-17) has its own notices.
    await runOn('2027-12-18');
    expect(smsTo('9100000103').map((sms) => sms.vars[1])).toEqual(['17-01-2027', '17-01-2028']);
  });

  it('names the UPI id when payments by UPI are set up, within the 30-character variables', async () => {
    const upi = await createTestApp({
      PAYMENT_UPI_ID: 'yaar@okaxis',
      PAYMENT_PAYEE_NAME: 'Yaar Software',
    });
    try {
      const upiAdmin = await adminUser(upi.ctx);
      upi.ctx.clock = fixedClock(`${TODAY}T06:00:00Z`);
      const long = 'Yaar Accounting Enterprise Edition With Extras';
      const body = updateBody({ EmployeeId: upiAdmin.id, MobileNo: '9100000104', LicenseYears: 1 });
      expect((await update(upi, upiAdmin, body)).status).toBe(200);
      await upi.ctx.db.execute(
        `update licences set product = '${long}' where mobile_no = '9100000104'`,
      );
      await upi.inject({
        method: 'POST',
        url: '/api/run-renewal-notices',
        headers: bearer(upiAdmin),
        payload: { Date: '2026-11-23' },
      });
      const [sms] = upi.outbox().filter((m) => m.to === '9100000104');
      expect(sms).toMatchObject({
        kind: 'renewalUpi',
        vars: ['Yaar Accounting Enterprise', '24-11-2026', '1,770.00', 'yaar@okaxis'],
      });
      expect(sms!.text.length).toBeLessThanOrEqual(160);
    } finally {
      await upi.close();
    }
  });

  it('is for the administrator only, and checks the date', async () => {
    const asStaff = await t.postAs(staff, '/api/run-renewal-notices', {});
    expect(asStaff.statusCode).toBe(403);
    const bad = await t.postAs(admin, '/api/run-renewal-notices', { Date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { Date: expect.any(String) as string } });
  });

  it("runs today or a missed day of the last week only: never tomorrow's notices today", async () => {
    const sent = t.outbox().length;
    for (const day of [addDays(TODAY, 1), addDays(TODAY, -8), '9999-12-31']) {
      const refused = await runNotices(day);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errors: { Date: renewalMessages.dateOutOfRange },
      });
    }
    expect(t.outbox()).toHaveLength(sent);
    expect((await runNotices(addDays(TODAY, -7))).statusCode).toBe(200);
    expect((await runNotices(TODAY)).statusCode).toBe(200);
  });
});
