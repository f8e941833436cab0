import { z } from 'zod';
import { MAX_DB_ID, NAME_MAX_LENGTH, mobileNumber, requiredText } from './common';

/** Spec 1 §5, sign in and sign up; the texts are exact. */
export const signInMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters.',
} as const;

export const signUpMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  pincodeRequired: 'Pincode is required.',
  pincodeInvalid: 'Please enter a valid 6-digit pincode.',
  passwordRequired: 'Password is required.',
  passwordShort: 'Password must be at least 8 characters long.',
  confirmRequired: 'Please confirm your password.',
  passwordMismatch: 'Passwords do not match.',
  mobileUnverified: 'Please verify mobile number.',
  otpRequired: 'OTP Required.',
  tooLong: `At most ${NAME_MAX_LENGTH} characters.`,
} as const;

/** Server answers of the auth calls (not given by the spec; ours). */
export const authMessages = {
  loginSuccess: 'Login Successfully.',
  loginFailed: 'Invalid email or password.',
  accountInactive: 'Your account is inactive. Please contact the administrator.',
  tooManyLoginFailures: 'Too many failed sign-in attempts. Please wait a moment and try again.',
  logoutSuccess: 'Logout Successfully.',
  otpSent: 'OTP sent successfully.',
  mobileCanBeVerified: 'Mobile number can be verified.',
  otpResendTooSoon: 'Please wait 30 seconds before asking for a new OTP.',
  otpTooManyRequests: 'Too many OTP requests for this number. Please try again later.',
  otpTooManyRequestsFromAddress: 'Too many OTP requests for this address. Please try again later.',
  otpInvalid: 'Invalid OTP.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpNoneRequested: 'Please request an OTP first.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpVerified: 'Mobile number verified successfully.',
  mobileTaken: 'This mobile number is already registered.',
  emailTaken: 'This email is already registered.',
  cityUnknown: 'Please select a city from the list.',
  registered: 'Account created successfully. Please sign in.',
} as const;

/** The standard address pattern of sign-in. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Sign-up's stricter pattern: a top-level domain of 2 to 6 letters. */
export const signUpEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

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
  Address: requiredText(signUpMessages.addressRequired).pipe(z.string().max(500)),
  CityId: z.coerce
    .number({ error: signUpMessages.cityRequired })
    .int({ error: signUpMessages.cityRequired })
    .positive({ error: signUpMessages.cityRequired })
    .max(MAX_DB_ID, { error: authMessages.cityUnknown }),
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
  VerificationToken: z.string().max(200).optional(),
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
  CheckOnly: z.boolean().optional(),
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
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** Companion `POST /login`: the caller proves itself with its main-API bearer token. */
export const companionLoginSchema = z.object({ MobileNo: z.string().optional() });
export const companionTokenSchema = z.object({
  Token: z.string(),
  Scope: z.enum(['full', 'offers']),
});
export type CompanionToken = z.infer<typeof companionTokenSchema>;

/** Sign-in, sign-up and OTP (spec 1 §7) on the main API. */
export const authPaths = {
  login: '/login',
  logout: '/logout',
  sendOtp: '/send-otp',
  verifyOtp: '/verify-otp',
  register: '/register',
} as const;

/** The companion API's sign-in (spec 1 §7: the call after the admin signs in). */
export const companionAuthPaths = {
  login: '/login',
} as const;
