import type { AppContext } from '../src/context';
import { prepareDatabase, type PreparedDatabase } from '../src/db/prepare';
import type { AppConfig } from '../src/env';
import { createDevSmsSender } from '../src/lib/sms';
import { createAppContext } from '../src/app-context';

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
