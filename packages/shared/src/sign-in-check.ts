import { emailPattern, signInMessages } from './auth-messages';

export type SignInField = 'Email' | 'Password';

/**
 * The rules of `signInSchema` (spec 1 §5) without zod, for the sign-in screen, which then loads no
 * schema library (issue 10.6): the first message of each field, none when it is valid. The server
 * still checks with the schema; a test keeps the two in step.
 */
export function checkSignIn(input: {
  Email: string;
  Password: string;
}): Partial<Record<SignInField, string>> {
  const errors: Partial<Record<SignInField, string>> = {};
  const email = input.Email.trim();
  if (!email) errors.Email = signInMessages.emailRequired;
  else if (email.length > 254 || !emailPattern.test(email)) {
    errors.Email = signInMessages.emailInvalid;
  }
  if (!input.Password) errors.Password = signInMessages.passwordRequired;
  else if (input.Password.length < 6) errors.Password = signInMessages.passwordShort;
  return errors;
}
