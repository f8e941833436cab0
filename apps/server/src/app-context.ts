import { companionLinks } from './companion';
import type { AppContext } from './context';
import type { Database } from './db/client';
import type { AppConfig } from './env';
import { systemClock } from './lib/clock';
import type { SmsSender } from './lib/sms';
import { createFileServices } from './lib/storage';

/**
 * The one place an `AppContext` is put together (start-up, the demo seed, tests, the bench, the
 * OpenAPI writer): the database and SMS sender given, the rest from the configuration, the
 * companion's links wired in here so that no module imports the companion.
 */
export const createAppContext = (db: Database, config: AppConfig, sms: SmsSender): AppContext => ({
  db,
  config,
  sms,
  clock: systemClock,
  ...createFileServices(config),
  companion: companionLinks,
});
