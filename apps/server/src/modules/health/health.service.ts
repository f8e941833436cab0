import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { redisAnswers } from '../../lib/redis';
import type { FileStorage } from '../../lib/storage';
import { BACKUP_FAILING_HOURS, type BackupHealth, type Health } from '@yaar/shared';
import { findJobRun, pingDatabase } from './health.repository';

/** The answer (packages/shared/src/health.ts): database, file store, Redis, the nightly backups. */
export type { Health } from '@yaar/shared';

/** Whether everything the app is configured with answers: it can serve only then. */
export const isHealthy = (health: Health) =>
  health.database === 'up' &&
  health.store === 'up' &&
  health.redis !== 'down' &&
  health.backup.state !== 'failed';

/** One probe of a store at a time: a burst of health checks shares it. */
const storeProbes = new WeakMap<FileStorage, Promise<Health['store']>>();

async function probeStore(storage: FileStorage, tempDir: string): Promise<Health['store']> {
  const id = randomUUID();
  const key = `health/${id}.pdf`;
  const source = path.join(tempDir, `health-${id}`);
  try {
    await fsp.mkdir(tempDir, { recursive: true });
    await fsp.writeFile(source, 'health');
    await storage.put(key, source);
    const stored = await storage.get(key);
    // The probe reads nothing: the stream is closed at once. A local file's stream may still be
    // opening it when the probe deletes it; that open's ENOENT must not be an uncaught error
    // (one stopped the after-midnight test run's Vitest process from passing).
    stored?.stream.on('error', () => undefined).destroy();
    return stored ? 'up' : 'down';
  } catch {
    return 'down';
  } finally {
    await storage.delete(key).catch(() => undefined);
    await fsp.rm(source, { force: true }).catch(() => undefined);
  }
}

function storeHealth(ctx: AppContext): Promise<Health['store']> {
  let probe = storeProbes.get(ctx.storage);
  if (!probe) {
    probe = probeStore(ctx.storage, path.join(ctx.config.DATA_DIR, 'tmp', 'health')).finally(() =>
      storeProbes.delete(ctx.storage),
    );
    storeProbes.set(ctx.storage, probe);
  }
  return probe;
}

async function databaseHealth(ctx: AppContext): Promise<Health['database']> {
  try {
    await pingDatabase(ctx.db);
    return 'up';
  } catch {
    return 'unreachable';
  }
}

/** Whether the app can serve: its database, its file store and, when configured, Redis answer. */
async function redisHealth(ctx: AppContext): Promise<Health['redis']> {
  if (!ctx.redis) return 'not configured';
  return (await redisAnswers(ctx.redis)) ? 'up' : 'down';
}

/** Whether the app can serve: its database, its file store and, when configured, Redis answer. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  const [database, store, redis, backup] = await Promise.all([
    databaseHealth(ctx),
    storeHealth(ctx),
    redisHealth(ctx),
    backupHealth(ctx),
  ]);
  return { database, store, redis, backup };
}

/** The nightly backups (backup/backup-job.ts, run by lib/scheduler): the last good one's time. */
async function backupHealth(ctx: AppContext): Promise<BackupHealth> {
  const run = await findJobRun(ctx.db, 'backup').catch(() => null);
  const lastGoodAt = run?.lastSuccessAt?.toISOString() ?? null;
  if (ctx.config.BACKUP_TIME === 'off') return { state: 'off', lastGoodAt };
  if (run?.failingSince) {
    const hours = (ctx.clock.now().getTime() - run.failingSince.getTime()) / 3_600_000;
    return { state: hours > BACKUP_FAILING_HOURS ? 'failed' : 'failing', lastGoodAt };
  }
  return { state: lastGoodAt ? 'ok' : 'never', lastGoodAt };
}
