import type { Database } from './db/client';
import type { AppConfig } from './env';
import type { Clock } from './lib/clock';
import type { SmsSender } from './lib/sms';
import type { FileStorage, UrlSigner } from './lib/storage';

/** What services need from the outside world; built once in main.ts (or by a test). */
export interface AppContext {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
  /** The current time; tests replace it to stand at a chosen instant. */
  clock: Clock;
  /** Uploaded files (lead photos and PDFs). */
  storage: FileStorage;
  /** Signs the short-lived URLs of stored files. */
  urlSigner: UrlSigner;
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
