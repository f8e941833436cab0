import fs from 'node:fs';
import path from 'node:path';
import { ensureDatabaseExists } from '../db/client';
import { freePort } from '../db/free-port';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { isProcessAlive } from '../db/processes';
import { ConfigError, type AppConfig } from '../env';
import { RestoreRefused } from './restore';

/** The database a backup or restore command works on, and how to let it go. */
export interface CommandDatabase {
  url: string;
  /**
   * Stops the server started for the command and frees DATA_DIR (its app.lock). `succeeded`
   * false after a restore into a folder that had no database: the cluster made for it goes too.
   */
  release(succeeded?: boolean): Promise<void>;
}

/** The pid of the app running on DATA_DIR (its app.lock), or null. */
export function runningAppPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8').trim());
    return pid && isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** The port the embedded server of DATA_DIR listens on (its postmaster.pid), else PG_PORT. */
function embeddedPort(config: AppConfig): number {
  try {
    const lines = fs.readFileSync(path.join(config.DATA_DIR, 'pg', 'postmaster.pid'), 'utf8');
    const port = Number(lines.split('\n')[3]);
    return port > 0 ? port : config.PG_PORT;
  } catch {
    return config.PG_PORT;
  }
}

const released = (url: string, embedded?: EmbeddedPostgres): CommandDatabase => ({
  url,
  release: async () => embedded?.stop(),
});

/**
 * `npm run backup`'s database: DATABASE_URL; else the embedded server of the running app (its
 * password in DATA_DIR/pg.secret), so a backup needs no stop; else the embedded server started for
 * the backup and stopped after it.
 */
export async function backupDatabase(
  config: AppConfig,
  log: (line: string) => void,
): Promise<CommandDatabase> {
  if (config.DATABASE_URL) return released(config.DATABASE_URL);
  const secretFile = path.join(config.DATA_DIR, 'pg.secret');
  if (!fs.existsSync(path.join(config.DATA_DIR, 'pg', 'PG_VERSION')) || !fs.existsSync(secretFile))
    throw new ConfigError(
      `There is no database in ${config.DATA_DIR} to back up (set DATA_DIR or DATABASE_URL as for npm start).`,
    );
  if (runningAppPid(config.DATA_DIR)) {
    const password = fs.readFileSync(secretFile, 'utf8').trim();
    return released(`postgres://postgres:${password}@127.0.0.1:${embeddedPort(config)}/yaar`);
  }
  // Its own server only for this command: on a free port, so an app running on another DATA_DIR
  // (on PG_PORT) is no obstacle.
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: await freePort(),
    log,
  });
  return released(`${embedded.url}/yaar`, embedded);
}

/** Whether DATA_DIR holds an embedded cluster or uploaded files. */
function folderHoldsData(config: AppConfig): string | null {
  if (config.DATABASE_URL) return null;
  if (fs.existsSync(path.join(config.DATA_DIR, 'pg', 'PG_VERSION'))) return 'a database';
  if (config.STORAGE_URL) return null;
  const uploads = fs
    .readdirSync(config.UPLOADS_DIR, { recursive: true })
    .filter((name) => fs.statSync(path.join(config.UPLOADS_DIR, String(name))).isFile());
  return uploads.length > 0 ? 'uploaded files' : null;
}

/**
 * `npm run restore`'s database: DATABASE_URL (created when missing); else the embedded server of
 * DATA_DIR, refused while the app runs there, and refused before anything starts when the folder
 * already holds data (unless `force`).
 */
export async function restoreDatabase(
  config: AppConfig,
  log: (line: string) => void,
  force: boolean,
): Promise<CommandDatabase> {
  if (config.DATABASE_URL) {
    await ensureDatabaseExists(config.DATABASE_URL);
    return released(config.DATABASE_URL);
  }
  const pid = runningAppPid(config.DATA_DIR);
  if (pid)
    throw new RestoreRefused(
      `The app (pid ${pid}) is running on ${config.DATA_DIR}: stop it before restoring. Nothing was changed.`,
    );
  const held = fs.existsSync(config.DATA_DIR) ? folderHoldsDataSafe(config) : null;
  if (held && !force)
    throw new RestoreRefused(
      `${config.DATA_DIR} already holds data (${held}): restoring would replace it. Nothing was changed. Restore into an empty DATA_DIR, or add --force to replace it.`,
    );
  // Its own server only for this command: on a free port, so an app running on another DATA_DIR
  // (on PG_PORT) is no obstacle.
  const made = !fs.existsSync(path.join(config.DATA_DIR, 'pg', 'PG_VERSION'));
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: await freePort(),
    log,
  });
  const release = async (succeeded = false) => {
    await embedded.stop();
    if (!succeeded && made) removeCluster(config.DATA_DIR);
  };
  try {
    await ensureDatabaseExists(`${embedded.url}/yaar`);
  } catch (error) {
    await release();
    throw error;
  }
  return { url: `${embedded.url}/yaar`, release };
}

/** A failed restore into an empty folder leaves it empty: the cluster made for it goes. */
function removeCluster(dataDir: string) {
  for (const name of ['pg', 'pg.secret', 'pg-app.secret'])
    fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

function folderHoldsDataSafe(config: AppConfig): string | null {
  try {
    return folderHoldsData(config);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
