/**
 * The light Sign In page's own texts (issue 45): the keys of its catalogues, each the English
 * written in the code (features/auth/components/sign-in-form-dom.ts). Its validation messages are
 * the shared ones (`signInMessages`), in the shared catalogues.
 */
export const signInTexts = [
  'Login to Your Account',
  'Enter your email & password to login',
  'Email',
  'Password',
  'Show password',
  'Hide password',
  'Login',
  'Create an account',
  // The page's toasts (a refused sign-in): the region and the close button.
  'Notifications Alt+T',
  'close',
] as const;
export type SignInText = (typeof signInTexts)[number];
