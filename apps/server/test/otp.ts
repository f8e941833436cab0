import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  authMessages,
  signUpMessages,
  type ApiEnvelope,
  type MobileVerification,
} from '@yaar/shared';
import type { TestApp } from './app';

let sequence = 0;

/** A 10-digit mobile number unused in this test file's database (factories use 7…, the admin 9…). */
export const newMobile = () => {
  sequence += 1;
  return `8${String(sequence).padStart(9, '0')}`;
};

/** Mobile numbers sign-up refuses (send-otp and register alike): what each is, and its message. */
export const refusedMobiles: { case: string; MobileNo: string | undefined; message: string }[] = [
  { case: 'missing', MobileNo: undefined, message: signUpMessages.mobileRequired },
  { case: 'empty', MobileNo: '', message: signUpMessages.mobileRequired },
  { case: 'blank', MobileNo: '   ', message: signUpMessages.mobileRequired },
  { case: 'too short', MobileNo: '98765', message: signUpMessages.mobileInvalid },
  { case: 'too long', MobileNo: '98765432101', message: signUpMessages.mobileInvalid },
  { case: 'not digits', MobileNo: '98765abcde', message: signUpMessages.mobileInvalid },
  {
    case: 'a country prefix before too few digits',
    MobileNo: '+91 98765 4321',
    message: signUpMessages.mobileInvalid,
  },
];

export const sendOtp = (t: TestApp, MobileNo: unknown, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/send-otp', payload: { MobileNo }, remoteAddress });

export const verifyOtp = (t: TestApp, MobileNo: unknown, otp: unknown) =>
  t.inject({ method: 'POST', url: '/api/verify-otp', payload: { MobileNo, otp } });

/** The code of the newest SMS sent to `mobile`. */
export function lastOtp(t: TestApp, mobile: string): string {
  const message = t
    .outbox()
    .filter((sms) => sms.to === mobile)
    .at(-1);
  if (!message?.otp) throw new Error(`no OTP was sent to ${mobile}`);
  return message.otp;
}

/** A six-digit code that is not `otp`. */
export const otherCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

const verificationTokens = new Map<string, string>();

/** The VerificationToken verify-otp last answered for `mobile` in this file (undefined: none). */
export const verificationTokenFor = (mobile: unknown) => verificationTokens.get(String(mobile));

/**
 * Asks for an OTP for `mobile` and confirms it, as the sign-up dialog does; returns the code and
 * keeps the VerificationToken for `verificationTokenFor`.
 */
export async function verifyMobile(t: TestApp, mobile: string): Promise<string> {
  const sent = await sendOtp(t, mobile);
  expect(sent.json<ApiEnvelope>().message).toBe(authMessages.otpSent);
  const otp = lastOtp(t, mobile);
  const verified = await verifyOtp(t, mobile, otp);
  const body = verified.json<ApiEnvelope<MobileVerification>>();
  expect(body.message).toBe(authMessages.otpVerified);
  verificationTokens.set(mobile, body.data!.VerificationToken);
  return otp;
}

/** Moves the OTPs of `mobile` `seconds` into the past (arranging state, e.g. past the 30 s rule). */
export const ageOtps = (t: TestApp, mobile: string, seconds: number) =>
  t.ctx.db.execute(sql`
    update otp_codes set created_at = created_at - make_interval(secs => ${seconds})
    where mobile_no = ${mobile}`);
