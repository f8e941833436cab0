// `npm run backup`: one backup file of the database and the stored files, with the environment of
// `npm start`, while the app runs. Its path is the last line of standard output.
import pg from 'pg';
import { ConfigError, readConfig } from '../env';
import { recordJobSuccess } from '../lib/scheduler';
import { createStorage } from '../lib/storage';
import { backupDatabase } from './backup-database-url';
import { BACKUP_JOB, runBackup } from './backup-job';
import { runAndExit } from './cli-exit';

const log = (line: string) => console.log(`[yaar] ${line}`);

async function run() {
  if (process.argv.length > 2) throw new ConfigError('Usage: npm run backup');
  const config = readConfig();
  const database = await backupDatabase(config, log);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const result = await runBackup({ pool, storage: createStorage(config), config, log });
    // The health check and the nightly job see this backup as the last good one.
    await recordJobSuccess(pool, BACKUP_JOB, result.createdAt, result.file).catch(() => undefined);
    console.log(result.file);
  } finally {
    await pool.end();
    await database.release();
  }
}

runAndExit(run, 'The backup failed:');
