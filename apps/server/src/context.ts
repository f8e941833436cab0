import type { Database } from './db/client';
import type { AppConfig } from './env';
import type { SmsSender } from './lib/sms';

/** What services need from the outside world; built once in main.ts (or by a test). */
export interface AppContext {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
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
