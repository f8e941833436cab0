import { randomInt } from 'node:crypto';
import {
  authMessages,
  OTP_RESEND_SECONDS,
  type MobileVerification,
  type SendOtpInput,
  type VerifyOtpInput,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { AppError, tooManyRequests, validationFailed } from '../../lib/errors';
import { hashSecret, hashToken, newToken, verifySecret } from '../../lib/secrets';
import { smsOf } from '../../lib/sms-templates';
import * as repo from './otp.repository';

export const OTP_VALID_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PER_NUMBER_PER_HOUR = 5;
/** How long a verified number may be used to register. */
export const VERIFICATION_VALID_SECONDS = 30 * 60;

/**
 * Sends a code to any valid number, registered or not, with the same answer and the same limits:
 * whether a number has an account is told only to whoever proves it (register, after verify-otp).
 * With `CheckOnly` nothing is sent: the number's form has been checked (the dialog then opens on
 * 'Send OTP'), and it answers the same for every number.
 */
export async function sendOtp(
  ctx: AppContext,
  input: SendOtpInput,
  address: string,
): Promise<{ sent: boolean }> {
  const { MobileNo } = input;
  if (input.CheckOnly) return { sent: false };
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashSecret(otp);
  // One request per number and per address at a time: the limits are checked and the code is
  // stored under the same locks, so a burst of parallel requests sends one code, not many.
  await ctx.db.transaction(async (tx) => {
    await repo.lockOtpRequests(tx, `otp-mobile:${MobileNo}`);
    await repo.lockOtpRequests(tx, `otp-address:${address}`);
    if ((await repo.countOtpsForMobileSince(tx, MobileNo, OTP_RESEND_SECONDS)) > 0) {
      throw tooManyRequests(authMessages.otpResendTooSoon);
    }
    if ((await repo.countOtpsForMobileSince(tx, MobileNo, 3600)) >= OTP_PER_NUMBER_PER_HOUR) {
      throw tooManyRequests(authMessages.otpTooManyRequests);
    }
    if (
      (await repo.countOtpsFromAddressSince(tx, address, 3600)) >=
      ctx.config.OTP_PER_ADDRESS_PER_HOUR
    ) {
      throw tooManyRequests(authMessages.otpTooManyRequestsFromAddress);
    }
    await repo.insertOtp(tx, {
      mobileNo: MobileNo,
      codeHash,
      requestedFrom: address,
      expiresAt: new Date(Date.now() + OTP_VALID_SECONDS * 1000),
    });
  });
  await ctx.sms.send({ to: MobileNo, ...smsOf('otp', { code: otp }), otp });
  return { sent: true };
}

/** Checks the code; a right one answers the verification token that `register` requires. */
export async function verifyOtp(
  ctx: AppContext,
  input: VerifyOtpInput,
): Promise<MobileVerification> {
  const latest = await repo.findLatestOtp(ctx.db, input.MobileNo);
  if (!latest || latest.verifiedAt) {
    throw validationFailed({ otp: authMessages.otpNoneRequested });
  }
  if (latest.expiresAt.getTime() <= Date.now()) {
    throw validationFailed({ otp: authMessages.otpExpired });
  }
  const attempt = await repo.claimAttempt(ctx.db, latest.id, OTP_MAX_ATTEMPTS);
  if (!attempt) throw new AppError(429, authMessages.otpTooManyAttempts);
  if (!(await verifySecret(latest.codeHash, input.otp))) {
    throw attempt.failedAttempts >= OTP_MAX_ATTEMPTS
      ? new AppError(429, authMessages.otpTooManyAttempts)
      : validationFailed({ otp: authMessages.otpInvalid });
  }
  const VerificationToken = newToken();
  await repo.markVerified(ctx.db, latest.id, hashToken(VerificationToken));
  return { VerificationToken };
}
