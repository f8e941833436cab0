import type { AppContext } from '../src/context';
import { prepareDatabase, type PreparedDatabase } from '../src/db/prepare';
import { readConfig, type AppConfig } from '../src/env';
import { createDevSmsSender } from '../src/lib/sms';
import { createAppContext } from '../src/app-context';
import { freePort } from '../test/database';

/** The database `config` names, prepared as at start-up, and a silent context on it. */
export async function openBenchContext(
  config: AppConfig,
): Promise<{ ctx: AppContext; database: PreparedDatabase }> {
  const database = await prepareDatabase(config, () => undefined);
  const ctx = createAppContext(
    database.db,
    config,
    createDevSmsSender(() => undefined),
  );
  return { ctx, database };
}

/**
 * The bench's configuration from `env` (BUSINESS_TZ and BENCH_DATABASE_URL from the environment,
 * else an embedded Postgres on a free port), its database opened as `openBenchContext` does, and
 * the URL an app process reaches that database at.
 */
export async function openBenchDatabase(env: Record<string, string>) {
  const config = readConfig({
    ...env,
    BUSINESS_TZ: process.env.BUSINESS_TZ,
    PG_PORT: String(await freePort()),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const { ctx, database } = await openBenchContext(config);
  const databaseUrl = config.DATABASE_URL ?? `${database.embedded!.url}/yaar`;
  return { config, ctx, database, databaseUrl };
}
