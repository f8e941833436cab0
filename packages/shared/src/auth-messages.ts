import { NAME_MAX_LENGTH } from './constants';

// No zod here: the sign-in screen takes its paths and messages from here, checks its two fields
// with sign-in-check.ts and loads no schema library (issue 10.6).

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
  /** Sign-in of a sign-up the administrator has not yet switched on (SIGNUP_APPROVAL=admin). */
  accountWaiting: "Your account is waiting for the administrator's approval.",
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
  /** Register's answer when sign-ups wait for the administrator (SIGNUP_APPROVAL=admin). */
  registeredWaiting:
    "Account created successfully. It is waiting for the administrator's approval: you can sign in once it is approved.",
} as const;

/** The standard address pattern of sign-in. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Sign-up's stricter pattern: a top-level domain of 2 to 6 letters. */
export const signUpEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

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
