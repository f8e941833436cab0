import type { Catalogue, CoreMessage } from '@yaar/shared';
import { signInMessages } from '@yaar/shared';
import { coreMessagesHi } from '@yaar/shared/i18n/hi-core';
import type { SignInText } from './sign-in.en';

export const signInTextsHi: Record<SignInText, string> = {
  'Login to Your Account': 'अपने अकाउंट में लॉगिन करें',
  'Enter your email & password to login': 'लॉगिन के लिए अपना ईमेल और पासवर्ड लिखें',
  Email: 'ईमेल',
  Password: 'पासवर्ड',
  'Show password': 'पासवर्ड दिखाएँ',
  'Hide password': 'पासवर्ड छिपाएँ',
  Login: 'लॉगिन',
  'Create an account': 'नया अकाउंट बनाएँ',
  'Notifications Alt+T': 'सूचनाएँ Alt+T',
  close: 'बंद करें',
};

const shared = (english: CoreMessage) => [english, coreMessagesHi[english]] as const;

/** What the light Sign In page shows in Hindi: its texts and its four messages. */
const catalogue: Catalogue = {
  ...signInTextsHi,
  ...Object.fromEntries(Object.values(signInMessages).map(shared)),
};
export default catalogue;
