// `npm run restore -- FILE [--force] [--allow-unencrypted]`: a backup into the data folder (or
// DATABASE_URL) of this environment, opened with BACKUP_KEY. Refuses a target that holds data
// unless --force, a file of the first format (not encrypted) unless --allow-unencrypted; the app
// must be stopped.
import path from 'node:path';
import pg from 'pg';
import { ConfigError, readConfig } from '../env';
import { createStorage } from '../lib/storage';
import { restoreDatabase } from './backup-database-url';
import { checkBackup, openingFor, restoreBackup } from './restore';
import { runAndExit } from './cli-exit';

const log = (line: string) => console.log(`[yaar] ${line}`);

/** The restored administrator's e-mail, when it is not this environment's ADMIN_EMAIL. */
async function adminHint(databaseUrl: string, adminEmail: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `select email from users where role = 'admin' order by id limit 1`,
    );
    const email = rows[0]?.email;
    return email && email !== adminEmail ? ` and ADMIN_EMAIL=${email} (its administrator)` : '';
  } finally {
    await client.end();
  }
}

async function run() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const allowUnencrypted = args.includes('--allow-unencrypted');
  const files = args.filter((arg) => arg !== '--force' && arg !== '--allow-unencrypted');
  if (files.length !== 1 || files[0]!.startsWith('-'))
    throw new ConfigError(
      'Usage: npm run restore -- <backup file> [--force] [--allow-unencrypted]',
    );
  const file = path.resolve(files[0]!);
  const config = readConfig();
  // The file is read and checked before anything of the target is touched (or created).
  const checked = await checkBackup(file, log, openingFor(config, allowUnencrypted));
  const database = await restoreDatabase(config, log, force);
  let restored = false;
  try {
    const result = await restoreBackup(
      file,
      {
        databaseUrl: database.url,
        storage: createStorage(config),
        config,
        log,
        force,
        allowUnencrypted,
      },
      checked,
    );
    restored = true;
    log(
      `Restored the backup of ${result.createdAt}: ${result.rows} rows, ${result.files} files (schema ${result.schemaTag}${
        result.migratedTo === result.schemaTag ? '' : `, migrated to ${result.migratedTo}`
      }). Start the app with npm start${await adminHint(database.url, config.ADMIN_EMAIL)}.`,
    );
  } finally {
    await database.release(restored);
  }
}

runAndExit(run, 'The restore failed (the database was rolled back):');
