import type { AppConfig } from '../../env';

/** RESTRICTED_EMAILS: accounts that may update or delete only the leads they own (DESIGN §3). */
export const isRestrictedAccount = (config: AppConfig, email: string) =>
  config.RESTRICTED_EMAILS.includes(email.toLowerCase());
