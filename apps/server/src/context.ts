import type { Database, Executor } from './db/client';
import type { AppConfig } from './env';
import type { Clock } from './lib/clock';
import type { PushSender } from './lib/push';
import type { Redis } from './lib/redis';
import type { DeviceNotifier } from './lib/web-push';
import type { SmsSender } from './lib/sms';
import type { WhatsAppClient } from './lib/whatsapp';
import type { FileStorage, UrlSigner } from './lib/storage';

/**
 * What the main API asks of the companion API (DESIGN §7: its tables are its own), given to the
 * context by the composition root (`companionLinks` of src/companion), so no module imports it.
 */
export interface CompanionLinks {
  /** Signing out ends the OYToken issued with that session, in the caller's transaction. */
  revokeTokensIssuedWith: (db: Executor, apiTokenId: number) => Promise<unknown>;
  /** Deactivation ends every OYToken of the user, in the caller's transaction. */
  revokeTokensOfUser: (db: Executor, backOfficeUserId: number) => Promise<unknown>;
  /** The app user's name for a mobile number (a lead's 'Ref From'), or null. */
  appUserName: (db: Executor, mobileNo: string) => Promise<string | null>;
}

/** What services need from the outside world; built once in main.ts (or by a test). */
export interface AppContext {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
  /** The companion app's push notifications (announcements). */
  push: PushSender;
  /** Notifications to employees' own devices by Web Push (the follow-up reminders). */
  webPush: DeviceNotifier;
  /** The WhatsApp Cloud API (customers' invoices and renewal notices); null when not configured. */
  whatsapp: WhatsAppClient | null;
  /** The current time; tests replace it to stand at a chosen instant. */
  clock: Clock;
  /** Uploaded files (lead photos and PDFs). */
  storage: FileStorage;
  /** Signs the short-lived URLs of stored files. */
  urlSigner: UrlSigner;
  companion: CompanionLinks;
  /** REDIS_URL's connection, shared by every process (the rate limits); null without it. */
  redis: Redis | null;
}

/** The signed-in caller, as the auth plugin found it from the bearer token. */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobileNo: string;
  isAdmin: boolean;
}
