import type { AppContext } from '../src/context';
import { prepareDatabase, type PreparedDatabase } from '../src/db/prepare';
import type { AppConfig } from '../src/env';
import { systemClock } from '../src/lib/clock';
import { createDevSmsSender } from '../src/lib/sms';
import { createFileServices } from '../src/lib/storage';

/** The database `config` names, prepared as at start-up, and a silent context on it. */
export async function openBenchContext(
  config: AppConfig,
): Promise<{ ctx: AppContext; database: PreparedDatabase }> {
  const database = await prepareDatabase(config, () => undefined);
  const ctx: AppContext = {
    db: database.db,
    config,
    sms: createDevSmsSender(() => undefined),
    clock: systemClock,
    ...createFileServices(config),
  };
  return { ctx, database };
}
