import type { SignedInUser, SignInInput } from '@yaar/shared';
import { chooseLanguage, languageAfterSignIn } from '@/lib/i18n/language';
import { storeCompanionToken, storeUser } from '@/lib/session';
import { companionLogin } from './companion-login';
import { login } from './login';
import { saveUserLanguage } from '@/lib/i18n/user-language';

export interface SignedIn {
  user: SignedInUser;
  /** The server's word for it ('Login Successfully.'), toasted on the screen the user lands on. */
  message: string;
}

/**
 * Sign-in (spec 1 §2.4, §7): log in, fetch the companion token (its failure only logged), keep
 * both in local storage. Login errors are thrown on to the form. Plain functions, no React: the
 * light Sign In page calls it before any of the app has loaded.
 */
export async function signInWith(input: SignInInput): Promise<SignedIn> {
  const answer = await login(input);
  const user = answer.data?.[0];
  if (!user) throw new Error('The login answer carries no user');
  try {
    const companion = await companionLogin(user.MobileNo, user.ApiToken);
    const token = companion.data?.[0]?.Token;
    if (token) storeCompanionToken(token);
  } catch (error) {
    console.error('Could not get the OYaar token', error);
  }
  storeUser(user);
  const { language, save } = languageAfterSignIn(user.Language);
  if (save) void saveUserLanguage(language).catch((error) => console.error(error));
  await chooseLanguage(language, 'sign-in');
  return { user, message: answer.message };
}
