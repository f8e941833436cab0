import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/app-context';
import { runBackup } from '../src/backup/backup-job';
import { restoreBackup } from '../src/backup/restore';
import { APP_ROLE, grantAppRole, urlAs } from '../src/db/app-role';
import { applyMigrations, connectDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { readConfig, type AppConfig } from '../src/env';
import { createDevSmsSender } from '../src/lib/sms';
import { createStorage } from '../src/lib/storage';
import { ensureAdmin } from '../src/modules/users/users.service';
import { ADMIN, type TestApp } from './app';
import { onServer } from './database';
import { s3Settings } from './s3-server';

export const quiet = () => undefined;

/** The key the tests' backups are sealed with (BACKUP_KEY). */
export const TEST_BACKUP_KEY = 'test-backup-key-0123456789abcdef0123456789';

/** A backup of a test app's database and files, as the nightly job makes it (the app's role). */
export async function backUp(t: TestApp, env: Record<string, string> = {}) {
  const pool = new pg.Pool({ connectionString: t.appDatabaseUrl, max: 2 });
  try {
    const config = { ...t.ctx.config, ...readConfig({ ...configEnv(t.ctx.config), ...env }) };
    return await runBackup({ pool, storage: t.ctx.storage, config, log: quiet });
  } finally {
    await pool.end();
  }
}

/** The settings of a config worth passing on (its folder and storage). */
function configEnv(config: AppConfig): Record<string, string> {
  const env: Record<string, string> = {
    DATA_DIR: config.DATA_DIR,
    LOG_LEVEL: 'silent',
    BACKUP_KEY: config.BACKUP_KEY ?? TEST_BACKUP_KEY,
  };
  if (config.FILE_URL_SECRET) env.FILE_URL_SECRET = config.FILE_URL_SECRET;
  return env;
}

/** An empty place to restore into: a new database on the test server, a new DATA_DIR (and store). */
export async function emptyTarget(env: Record<string, string> = {}) {
  const baseUrl = inject('databaseBaseUrl');
  const name = `restore_${randomUUID().replace(/-/g, '')}`;
  await onServer(baseUrl, `create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-restore-'));
  const s3 = inject('testS3');
  const config = readConfig({
    ...(s3 ? s3Settings(s3, name) : {}),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MOBILE: ADMIN.mobile,
    LOG_LEVEL: 'silent',
    BACKUP_KEY: TEST_BACKUP_KEY,
    ...env,
  });
  const storage = createStorage(config);
  const databaseUrl = `${baseUrl}/${name}`;
  return {
    config,
    storage,
    databaseUrl,
    restore: (file: string, force = false, allowUnencrypted = false) =>
      restoreBackup(file, { databaseUrl, storage, config, log: quiet, force, allowUnencrypted }),
    /** The app started on the target as `npm start` would: migrations, reference data, admin. */
    async start() {
      const owner = connectDatabase(databaseUrl, 1);
      await applyMigrations(owner.pool);
      await seedReferenceData(owner.db);
      await grantAppRole(owner.pool, APP_ROLE);
      await owner.close();
      const database = connectDatabase(urlAs(databaseUrl, APP_ROLE, inject('appRolePassword')), 5);
      const ctx = createAppContext(database.db, config, createDevSmsSender(quiet));
      await ensureAdmin(ctx);
      const app = await buildApp(ctx, { webDir: path.join(dataDir, 'no-web-build') });
      await app.ready();
      return {
        app,
        ctx,
        pool: database.pool,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    },
    drop: async () => {
      await onServer(baseUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One column of a query's rows. */
export async function column<T>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: T }>(query);
    return rows.map((row) => row.value);
  } finally {
    await client.end();
  }
}
