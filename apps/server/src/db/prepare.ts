import type { AppConfig } from '../env';
import {
  APP_ROLE,
  ensureLoginRole,
  grantAppRole,
  isSuperuser,
  readOrCreateAppRolePassword,
  roleOf,
  urlAs,
} from './app-role';
import {
  applyMigrations,
  connectDatabase,
  ensureDatabaseExists,
  withStartupLock,
  type DatabaseHandle,
} from './client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { seedReferenceData } from './seed/reference-data';

export interface PreparedDatabase extends DatabaseHandle {
  embedded?: EmbeddedPostgres;
}

/**
 * The database the app runs on: DATABASE_URL when given, else the embedded PostgreSQL under
 * DATA_DIR. The owner's connection applies the migrations and reference data (both idempotent) on
 * every start and grants the app's role its rows; the pool the app serves with logs in as that
 * role: `yaar_app` in the embedded cluster, APP_DATABASE_URL's with an own server (else, with only
 * DATABASE_URL, its role, with a warning when that is a superuser).
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (line: string) => void,
  onEmbeddedLost?: (error: Error) => void,
): Promise<PreparedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let ownerUrl = config.DATABASE_URL;
  if (!ownerUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.PG_PORT,
      log,
      onGiveUp: onEmbeddedLost,
    });
    ownerUrl = `${embedded.url}/yaar`;
  }
  try {
    await ensureDatabaseExists(ownerUrl);
    const owner = connectDatabase(ownerUrl, 2);
    let appUrl: string;
    try {
      await applyMigrations(owner.pool);
      await seedReferenceData(owner.db);
      appUrl = await withStartupLock(owner.pool, async (_db, client) => {
        if (embedded) {
          const password = readOrCreateAppRolePassword(config.DATA_DIR);
          await ensureLoginRole(client, APP_ROLE, password);
          await grantAppRole(client, APP_ROLE);
          return urlAs(ownerUrl, APP_ROLE, password);
        }
        if (config.APP_DATABASE_URL) {
          await grantAppRole(client, roleOf(config.APP_DATABASE_URL));
          return config.APP_DATABASE_URL;
        }
        return ownerUrl;
      });
      if (appUrl === ownerUrl && (await isSuperuser(owner.pool)))
        log(
          `Warning: the app serves requests as ${roleOf(ownerUrl)}, a superuser: set APP_DATABASE_URL to a role without superuser (docs/decisions.md, Issue 40).`,
        );
    } finally {
      await owner.close();
    }
    return { ...connectDatabase(appUrl), embedded };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
