import {
  USER_STATUS,
  authMessages,
  signUpMessages,
  type FieldErrors,
  type RegisterInput,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation, validationFailed } from '../../lib/errors';
import { hashSecret, hashToken } from '../../lib/secrets';
import { cityExists } from '../cities';
import { insertUser, personalColumns } from '../users';
import { findUserByEmail, findUserByMobile } from './auth.repository';
import { countRegisterFailure, deleteOtpsForMobile, findLiveVerification } from './otp.repository';
import { VERIFICATION_VALID_SECONDS } from './otp.service';

/**
 * Register calls one verification may have refused (a taken e-mail, an unknown city) before it is
 * spent: enough to correct a typing slip, too few to probe which e-mails have accounts.
 */
export const MAX_REGISTER_FAILURES = 3;

/**
 * Creates a staff account for a mobile number the caller verified within the last 30 minutes (its
 * VerificationToken from verify-otp, bound to that number). The verification is checked first and
 * alone: only whoever has just proved the number learns that it, or the e-mail, already has an
 * account, and only MAX_REGISTER_FAILURES times; a success spends it (and every code of the number).
 * With SIGNUP_APPROVAL=admin the account is made inactive and unapproved (waiting) until the
 * administrator switches it on. Answers the message the caller is shown.
 */
export async function register(ctx: AppContext, input: RegisterInput): Promise<string> {
  const email = input.Email.toLowerCase();
  const verification =
    input.VerificationToken === undefined
      ? undefined
      : await findLiveVerification(
          ctx.db,
          input.MobileNo,
          hashToken(input.VerificationToken),
          VERIFICATION_VALID_SECONDS,
          MAX_REGISTER_FAILURES,
        );
  if (verification === undefined) {
    throw validationFailed({ MobileNo: signUpMessages.mobileUnverified });
  }
  const errors: FieldErrors = {};
  if (await findUserByMobile(ctx.db, input.MobileNo)) errors.MobileNo = authMessages.mobileTaken;
  if (await findUserByEmail(ctx.db, email)) errors.Email = authMessages.emailTaken;
  if (!(await cityExists(ctx.db, input.CityId))) errors.CityId = authMessages.cityUnknown;
  if (Object.keys(errors).length > 0) {
    await countRegisterFailure(ctx.db, verification);
    throw validationFailed(errors);
  }

  const passwordHash = await hashSecret(input.Password);
  const waits = ctx.config.SIGNUP_APPROVAL === 'admin';
  try {
    await ctx.db.transaction(async (tx) => {
      await insertUser(tx, {
        ...personalColumns(input),
        email,
        passwordHash,
        role: 'staff',
        ...(waits ? { status: USER_STATUS.inactive, approvedAt: null } : {}),
      });
      await deleteOtpsForMobile(tx, input.MobileNo);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw validationFailed({ Email: authMessages.emailTaken });
    }
    if (isUniqueViolation(error, 'users_mobile_unique')) {
      throw validationFailed({ MobileNo: authMessages.mobileTaken });
    }
    throw error;
  }
  return waits ? authMessages.registeredWaiting : authMessages.registered;
}
