import type { AppConfig } from '../env';
import {
  applyMigrations,
  connectDatabase,
  ensureDatabaseExists,
  type DatabaseHandle,
} from './client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { seedReferenceData } from './seed/reference-data';

export interface PreparedDatabase extends DatabaseHandle {
  embedded?: EmbeddedPostgres;
}

/**
 * The database the app runs on: DATABASE_URL when given, else the embedded PostgreSQL under
 * DATA_DIR. Migrations and reference data are applied on every start (both are idempotent).
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (line: string) => void,
  onEmbeddedLost?: (error: Error) => void,
): Promise<PreparedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.PG_PORT,
      log,
      onGiveUp: onEmbeddedLost,
    });
    url = `${embedded.url}/yaar`;
  }
  try {
    await ensureDatabaseExists(url);
    const handle = connectDatabase(url);
    await applyMigrations(handle.pool);
    await seedReferenceData(handle.db);
    return { ...handle, embedded };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
