import { companionMessagesHi } from './companion-messages.hi';
import { coreMessagesHi } from './core-messages.hi';
import { fieldMessagesHi } from './field-messages.hi';
import type { SharedMessage } from './message-keys';
import { officeMessagesHi } from './office-messages.hi';

/**
 * Every shared message in Hindi: the server's catalogue, and the app's with its own texts. The
 * light Sign In page imports only the core (`@yaar/shared/i18n/hi-core`), so its chunk does not
 * carry the field's, the office's and the companion's messages.
 */
export const sharedMessagesHi: Record<SharedMessage, string> = {
  ...coreMessagesHi,
  ...fieldMessagesHi,
  ...officeMessagesHi,
  ...companionMessagesHi,
};
