import type { Catalogue, CoreMessage } from '@yaar/shared';
import { signInMessages } from '@yaar/shared';
import { coreMessagesGu } from '@yaar/shared/i18n/gu-core';
import type { SignInText } from './sign-in.en';

export const signInTextsGu: Record<SignInText, string> = {
  'Login to Your Account': 'તમારા એકાઉન્ટમાં લૉગિન કરો',
  'Enter your email & password to login': 'લૉગિન કરવા તમારો ઇમેઇલ અને પાસવર્ડ લખો',
  Email: 'ઇમેઇલ',
  Password: 'પાસવર્ડ',
  'Show password': 'પાસવર્ડ બતાવો',
  'Hide password': 'પાસવર્ડ છુપાવો',
  Login: 'લૉગિન',
  'Create an account': 'નવું એકાઉન્ટ બનાવો',
  'Notifications Alt+T': 'સૂચનાઓ Alt+T',
  close: 'બંધ કરો',
};

const shared = (english: CoreMessage) => [english, coreMessagesGu[english]] as const;

/** What the light Sign In page shows in Gujarati: its texts and its four messages. */
const catalogue: Catalogue = {
  ...signInTextsGu,
  ...Object.fromEntries(Object.values(signInMessages).map(shared)),
};
export default catalogue;
