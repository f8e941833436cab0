import { companionMessagesGu } from './companion-messages.gu';
import { coreMessagesGu } from './core-messages.gu';
import { fieldMessagesGu } from './field-messages.gu';
import type { SharedMessage } from './message-keys';
import { officeMessagesGu } from './office-messages.gu';

/**
 * Every shared message in Gujarati: the server's catalogue, and the app's with its own texts. The
 * light Sign In page imports only the core (`@yaar/shared/i18n/gu-core`), so its chunk does not
 * carry the field's, the office's and the companion's messages.
 */
export const sharedMessagesGu: Record<SharedMessage, string> = {
  ...coreMessagesGu,
  ...fieldMessagesGu,
  ...officeMessagesGu,
  ...companionMessagesGu,
};
