import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { otpCodes } from '../../db/schema';

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** A lock held until the transaction ends, one per key (a number or an address). */
export const lockOtpRequests = (db: Executor, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

export const insertOtp = (
  db: Executor,
  values: { mobileNo: string; codeHash: string; requestedFrom: string; expiresAt: Date },
) => db.insert(otpCodes).values(values);

export const findLatestOtp = async (db: Executor, mobileNo: string) =>
  (
    await db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.mobileNo, mobileNo))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1)
  )[0];

export const countOtpsForMobileSince = async (db: Executor, mobileNo: string, seconds: number) =>
  (
    await db
      .select({ value: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobileNo, mobileNo), gt(otpCodes.createdAt, since(seconds))))
  )[0]?.value ?? 0;

export const countOtpsFromAddressSince = async (db: Executor, address: string, seconds: number) =>
  (
    await db
      .select({ value: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.requestedFrom, address), gt(otpCodes.createdAt, since(seconds))))
  )[0]?.value ?? 0;

/** Takes one try atomically; undefined when the code has no tries left (or was used). */
export const claimAttempt = async (db: Executor, id: number, maxAttempts: number) =>
  (
    await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, id),
          sql`${otpCodes.failedAttempts} < ${maxAttempts}`,
          sql`${otpCodes.verifiedAt} is null`,
        ),
      )
      .returning({ failedAttempts: otpCodes.failedAttempts })
  )[0];

/** A right code gives its try back, marks the number verified and keeps the verification's hash. */
export const markVerified = (db: Executor, id: number, verificationHash: string) =>
  db
    .update(otpCodes)
    .set({
      verifiedAt: sql`now()`,
      failedAttempts: sql`${otpCodes.failedAttempts} - 1`,
      verificationHash,
    })
    .where(eq(otpCodes.id, id));

/**
 * The verification (its row id) that `verificationHash` proves for `mobileNo`: verified within the
 * last `seconds` and refused by register fewer than `maxFailures` times; undefined otherwise.
 */
export const findLiveVerification = async (
  db: Executor,
  mobileNo: string,
  verificationHash: string,
  seconds: number,
  maxFailures: number,
) =>
  (
    await db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.mobileNo, mobileNo),
          eq(otpCodes.verificationHash, verificationHash),
          isNotNull(otpCodes.verifiedAt),
          gt(otpCodes.verifiedAt, since(seconds)),
          sql`${otpCodes.registerFailures} < ${maxFailures}`,
        ),
      )
      .limit(1)
  )[0]?.id;

/** Counts a register call refused with this verification. */
export const countRegisterFailure = (db: Executor, id: number) =>
  db
    .update(otpCodes)
    .set({ registerFailures: sql`${otpCodes.registerFailures} + 1` })
    .where(eq(otpCodes.id, id));

export const deleteOtpsForMobile = (db: Executor, mobileNo: string) =>
  db.delete(otpCodes).where(eq(otpCodes.mobileNo, mobileNo));
