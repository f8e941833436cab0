import { authMessages, signUpMessages, type FieldErrors, type RegisterInput } from '@yaar/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation, validationFailed } from '../../lib/errors';
import { hashSecret, hashToken } from '../../lib/secrets';
import { cityExists } from '../cities/cities.service';
import { insertUser } from '../users/users.repository';
import { findUserByEmail, findUserByMobile } from './auth.repository';
import { deleteOtpsForMobile, hasRecentVerification } from './otp.repository';
import { VERIFICATION_VALID_SECONDS } from './otp.service';

/**
 * Creates a staff account for a mobile number the caller verified within the last 30 minutes (its
 * VerificationToken from verify-otp). The verification is checked first and alone: only whoever
 * has just proved the number learns that it, or the e-mail, already has an account.
 */
export async function register(ctx: AppContext, input: RegisterInput): Promise<void> {
  const email = input.Email.toLowerCase();
  const verified =
    input.VerificationToken !== undefined &&
    (await hasRecentVerification(
      ctx.db,
      input.MobileNo,
      hashToken(input.VerificationToken),
      VERIFICATION_VALID_SECONDS,
    ));
  if (!verified) throw validationFailed({ MobileNo: signUpMessages.mobileUnverified });
  const errors: FieldErrors = {};
  if (await findUserByMobile(ctx.db, input.MobileNo)) errors.MobileNo = authMessages.mobileTaken;
  if (await findUserByEmail(ctx.db, email)) errors.Email = authMessages.emailTaken;
  if (!(await cityExists(ctx.db, input.CityId))) errors.CityId = authMessages.cityUnknown;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const passwordHash = await hashSecret(input.Password);
  try {
    await ctx.db.transaction(async (tx) => {
      await insertUser(tx, {
        firstName: input.FirstName,
        lastName: input.LastName,
        email,
        mobileNo: input.MobileNo,
        address: input.Address,
        cityId: input.CityId,
        pincode: input.Pincode,
        passwordHash,
        role: 'staff',
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
}
