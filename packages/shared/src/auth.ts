import { LANGUAGES, languageMessages } from './i18n/languages';
import { z } from 'zod';
import {
  authMessages,
  emailPattern,
  signInMessages,
  signUpEmailPattern,
  signUpMessages,
} from './auth-messages';
import {
  MAX_DB_ID,
  booleanFlag,
  mobileNumber,
  requiredText,
  textTooLong,
  wholeNumber,
} from './common';
import { NAME_MAX_LENGTH } from './constants';

export const signInSchema = z.object({
  Email: requiredText(signInMessages.emailRequired).pipe(
    // The length cap comes first: the pattern is never run on an oversized input.
    z
      .string()
      .max(254, { error: signInMessages.emailInvalid })
      .regex(emailPattern, { error: signInMessages.emailInvalid }),
  ),
  Password: z
    .string({ error: signInMessages.passwordRequired })
    .min(1, { error: signInMessages.passwordRequired })
    .min(6, { error: signInMessages.passwordShort }),
});
export type SignInInput = z.infer<typeof signInSchema>;

const nameField = (message: string) =>
  requiredText(message).pipe(z.string().max(NAME_MAX_LENGTH, { error: signUpMessages.tooLong }));

export const signUpMobileSchema = mobileNumber(
  signUpMessages.mobileRequired,
  signUpMessages.mobileInvalid,
);

/** `POST /register` payload. */
export const registerSchema = z.object({
  FirstName: nameField(signUpMessages.firstNameRequired),
  LastName: nameField(signUpMessages.lastNameRequired),
  Email: nameField(signUpMessages.emailRequired).pipe(
    z.string().regex(signUpEmailPattern, { error: signUpMessages.emailInvalid }),
  ),
  MobileNo: signUpMobileSchema,
  Address: requiredText(signUpMessages.addressRequired).pipe(
    z.string().max(500, { error: textTooLong(500) }),
  ),
  CityId: wholeNumber(signUpMessages.cityRequired, 1, Number.MAX_SAFE_INTEGER).pipe(
    z.number().max(MAX_DB_ID, { error: authMessages.cityUnknown }),
  ),
  Pincode: requiredText(signUpMessages.pincodeRequired).pipe(
    z.string().regex(/^\d{6}$/, { error: signUpMessages.pincodeInvalid }),
  ),
  Password: z
    .string({ error: signUpMessages.passwordRequired })
    .min(1, { error: signUpMessages.passwordRequired })
    .min(8, { error: signUpMessages.passwordShort })
    .max(200),
  /**
   * What `verify-otp` answered for this MobileNo: proof that the caller holds the number. Without
   * it (or with another's) register answers only 'Please verify mobile number.'.
   */
  VerificationToken: z
    .string({ error: signUpMessages.mobileUnverified })
    .max(200, { error: signUpMessages.mobileUnverified })
    .optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the register payload plus confirmation, checked in the browser. */
export const signUpFormSchema = registerSchema
  .omit({ VerificationToken: true })
  .extend({
    ConfirmPassword: z
      .string({ error: signUpMessages.confirmRequired })
      .min(1, { error: signUpMessages.confirmRequired }),
  })
  .refine((form) => form.Password === form.ConfirmPassword, {
    error: signUpMessages.passwordMismatch,
    path: ['ConfirmPassword'],
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/**
 * `CheckOnly`: validate the number (format, not yet registered) and send nothing: the sign-up
 * form's Verify asks this before it opens the OTP dialog, whose Send OTP then sends (spec 1 §2.5).
 */
export const sendOtpSchema = z.object({
  MobileNo: signUpMobileSchema,
  CheckOnly: booleanFlag(),
});
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const verifyOtpSchema = z.object({
  MobileNo: signUpMobileSchema,
  otp: requiredText(signUpMessages.otpRequired).pipe(
    z.string().regex(/^\d{1,6}$/, { error: authMessages.otpInvalid }),
  ),
});
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** `verify-otp`'s answer data: the short-lived token that `register` requires for this number. */
export const mobileVerificationSchema = z.object({ VerificationToken: z.string() });
export type MobileVerification = z.infer<typeof mobileVerificationSchema>;

/**
 * The signed-in user as the login answer carries it (spec 1 §3) plus two server-given flags:
 * IsAdmin, and IsRestricted (RESTRICTED_EMAILS: may update or delete only the leads it owns).
 */
export const signedInUserSchema = z.object({
  id: z.number(),
  ApiToken: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MobileNo: z.string(),
  Status: z.number(),
  IsAdmin: z.boolean(),
  IsRestricted: z.boolean(),
  /** The screens' language the user chose (issue 45), null until chosen: it follows them. */
  Language: z.enum(LANGUAGES).nullable().optional(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** `POST /user-language`: the signed-in user's language, kept for every device. */
export const userLanguageSchema = z.object({
  Language: z.enum(LANGUAGES, { error: languageMessages.invalid }),
});
export type UserLanguageInput = z.infer<typeof userLanguageSchema>;

/** Companion `POST /login`: the caller proves itself with its main-API bearer token. */
export const companionLoginSchema = z.object({
  MobileNo: z.string({ error: signUpMessages.mobileInvalid }).optional(),
});
export const companionTokenSchema = z.object({
  Token: z.string(),
  Scope: z.enum(['full', 'offers']),
});
export type CompanionToken = z.infer<typeof companionTokenSchema>;
