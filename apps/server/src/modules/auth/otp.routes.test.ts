import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  signUpMessages,
  type ApiEnvelope,
  type MobileVerification,
} from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { createStaffUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import {
  ageOtps,
  lastOtp,
  newMobile,
  otherCode,
  refusedMobiles,
  sendOtp,
  verifyMobile,
  verifyOtp,
} from '../../../test/otp';
import { hashToken } from '../../lib/secrets';
import { otpCodes } from '../../db/schema';
import { OTP_PER_NUMBER_PER_HOUR } from './otp.service';
import { expectFieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  // The per-address limit of the auth routes per minute is tested in src/app.test.ts.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const smsTo = (mobile: string) => t.outbox().filter((sms) => sms.to === mobile);
const latestRow = async (mobile: string) =>
  (
    await t.ctx.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.mobileNo, mobile))
      .orderBy(desc(otpCodes.id))
      .limit(1)
  )[0];
const expectRefused = (
  response: { statusCode: number; json: <T>() => T },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json<ApiEnvelope>()).toMatchObject({ status, message });
};

/** A 422 with `message` as the answer's and the OTP field's message. */
function expectOtpRefused(response: { statusCode: number; json: () => unknown }, message: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ status: 422, message, errors: { otp: message } });
}

describe('POST /api/send-otp', () => {
  it('sends one SMS with a 6-digit code to that number', async () => {
    const mobile = newMobile();
    const response = await sendOtp(t, mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: authMessages.otpSent });
    const sent = smsTo(mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.otp).toMatch(/^\d{6}$/);
    expect(sent[0]!.text).toContain(sent[0]!.otp);
  });

  it('reads a number typed with +91 and spaces as its ten digits, and sends the code there', async () => {
    const mobile = newMobile();
    const response = await sendOtp(t, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(response.statusCode).toBe(200);
    expect(smsTo(mobile)).toHaveLength(1);
  });

  it('with CheckOnly only checks the number: no SMS, no code, and a taken number answered alike', async () => {
    const mobile = newMobile();
    const before = t.outbox().length;
    const check = (MobileNo: string) =>
      t.inject({ method: 'POST', url: '/api/send-otp', payload: { MobileNo, CheckOnly: true } });
    const response = await check(mobile);
    expect(response.json()).toEqual({ status: 200, message: authMessages.mobileCanBeVerified });
    expect(t.outbox()).toHaveLength(before);
    expect(await latestRow(mobile)).toBeUndefined();
    // Whether a number has an account is told only to whoever proves it (issue 9: enumeration).
    const staff = await createStaffUser(t.ctx);
    expect((await check(staff.mobileNo)).json()).toEqual({
      status: 200,
      message: authMessages.mobileCanBeVerified,
    });
    // The check does not hold back the real send that follows it.
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
  });

  it.each(refusedMobiles)(
    'refuses a $case number with its message and sends nothing',
    async ({ MobileNo: mobile, message }) => {
      const before = t.outbox().length;
      const response = await sendOtp(t, mobile);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, message, errors: { MobileNo: message } });
      expect(t.outbox()).toHaveLength(before);
    },
  );

  it('answers a registered number exactly as a new one: a stranger learns nothing', async () => {
    const staff = await createStaffUser(t.ctx);
    for (const mobile of [staff.mobileNo, ADMIN.mobile, newMobile()]) {
      const response = await sendOtp(t, mobile);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: authMessages.otpSent });
      expect(smsTo(mobile)).toHaveLength(1);
    }
  });

  it('refuses a new code within 30 seconds, and sends one once they have passed', async () => {
    const mobile = newMobile();
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
    expectRefused(await sendOtp(t, mobile), 429, authMessages.otpResendTooSoon);
    expect(smsTo(mobile)).toHaveLength(1);
    await ageOtps(t, mobile, 31);
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
    expect(smsTo(mobile)).toHaveLength(2);
  });

  it('sends one code to a burst of parallel requests for one number', async () => {
    const mobile = newMobile();
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendOtp(t, mobile)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    expect(smsTo(mobile)).toHaveLength(1);
  });

  it(`sends at most ${OTP_PER_NUMBER_PER_HOUR} codes to one number per hour`, async () => {
    const mobile = newMobile();
    for (let sent = 0; sent < OTP_PER_NUMBER_PER_HOUR; sent += 1) {
      expect((await sendOtp(t, mobile)).statusCode).toBe(200);
      await ageOtps(t, mobile, 60);
    }
    expectRefused(await sendOtp(t, mobile), 429, authMessages.otpTooManyRequests);
    expect(smsTo(mobile)).toHaveLength(OTP_PER_NUMBER_PER_HOUR);
    await ageOtps(t, mobile, 3600);
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
  });

  it('sends at most OTP_PER_ADDRESS_PER_HOUR codes (20 by default) per hour for one address', async () => {
    const address = '203.0.113.7';
    expect(t.ctx.config.OTP_PER_ADDRESS_PER_HOUR).toBe(20);
    for (let sent = 0; sent < t.ctx.config.OTP_PER_ADDRESS_PER_HOUR; sent += 1) {
      expect((await sendOtp(t, newMobile(), address)).statusCode).toBe(200);
    }
    const mobile = newMobile();
    // The limit that was hit is the address's, and the message says so.
    expectRefused(
      await sendOtp(t, mobile, address),
      429,
      authMessages.otpTooManyRequestsFromAddress,
    );
    expect(authMessages.otpTooManyRequestsFromAddress).toContain('for this address');
    expect(smsTo(mobile)).toHaveLength(0);
    expect((await sendOtp(t, mobile, '203.0.113.8')).statusCode).toBe(200);
    expect(smsTo(mobile)).toHaveLength(1);
  });

  it('stores the code hashed, never as sent', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const otp = lastOtp(t, mobile);
    const row = await latestRow(mobile);
    expect(row!.codeHash).not.toBe(otp);
    expect(row!.codeHash).not.toContain(otp);
    expect(row!.codeHash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('POST /api/verify-otp', () => {
  it('accepts the right code, marks the number verified and answers a verification token', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const response = await verifyOtp(t, mobile, lastOtp(t, mobile));
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<MobileVerification>>();
    expect(body).toMatchObject({ status: 200, message: authMessages.otpVerified });
    const token = body.data!.VerificationToken;
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = (await latestRow(mobile))!;
    expect(row.verifiedAt).toBeInstanceOf(Date);
    // Only its hash is kept.
    expect(row.verificationHash).toBe(hashToken(token));
  });

  it('refuses a wrong code under otp, and the right one still works afterwards', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const otp = lastOtp(t, mobile);
    const wrong = await verifyOtp(t, mobile, otherCode(otp));
    expectOtpRefused(wrong, authMessages.otpInvalid);
    expect((await latestRow(mobile))!.verifiedAt).toBeNull();
    expect((await verifyOtp(t, mobile, otp)).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined, signUpMessages.otpRequired],
    ['empty', '', signUpMessages.otpRequired],
    ['blank', '  ', signUpMessages.otpRequired],
    ['not digits', 'abcdef', authMessages.otpInvalid],
    ['seven digits', '1234567', authMessages.otpInvalid],
  ])('answers a %s code with its message', async (_case, otp, message) => {
    expectFieldErrors(await verifyOtp(t, newMobile(), otp), { otp: message });
  });

  it('checks the mobile number too', async () => {
    expectFieldErrors(await verifyOtp(t, '', '123456'), {
      MobileNo: signUpMessages.mobileRequired,
    });
  });

  it('refuses a number that asked for no code', async () => {
    expectFieldErrors(await verifyOtp(t, newMobile(), '123456'), {
      otp: authMessages.otpNoneRequested,
    });
  });

  it('refuses a code that was already used', async () => {
    const mobile = newMobile();
    const otp = await verifyMobile(t, mobile);
    expectFieldErrors(await verifyOtp(t, mobile, otp), { otp: authMessages.otpNoneRequested });
  });

  it('refuses an expired code, even the right one', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    await t.ctx.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where mobile_no = ${mobile}`,
    );
    const response = await verifyOtp(t, mobile, lastOtp(t, mobile));
    expectOtpRefused(response, authMessages.otpExpired);
    expect((await latestRow(mobile))!.verifiedAt).toBeNull();
  });

  it('allows 5 wrong tries; after them even the right code is refused until a new one', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const otp = lastOtp(t, mobile);
    for (let tries = 1; tries <= 4; tries += 1) {
      expect((await verifyOtp(t, mobile, otherCode(otp))).json<ApiEnvelope>().errors).toEqual({
        otp: authMessages.otpInvalid,
      });
    }
    expectRefused(await verifyOtp(t, mobile, otherCode(otp)), 429, authMessages.otpTooManyAttempts);
    expectRefused(await verifyOtp(t, mobile, otp), 429, authMessages.otpTooManyAttempts);
    expect((await latestRow(mobile))!.verifiedAt).toBeNull();

    await ageOtps(t, mobile, 31);
    await sendOtp(t, mobile);
    expect((await verifyOtp(t, mobile, lastOtp(t, mobile))).statusCode).toBe(200);
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const first = lastOtp(t, mobile);
    await ageOtps(t, mobile, 31);
    await sendOtp(t, mobile);
    const second = lastOtp(t, mobile);
    if (first !== second) {
      expect((await verifyOtp(t, mobile, first)).json<ApiEnvelope>().errors).toEqual({
        otp: authMessages.otpInvalid,
      });
    }
    expect((await verifyOtp(t, mobile, second)).statusCode).toBe(200);
  });
});

it('never answers a hash', async () => {
  await expectNoSecretsInAnswers(t);
});
