import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { TEST_BACKUP_KEY, column, emptyTarget, quiet } from '../../test/backups';
import { hashSecret } from '../lib/secrets';
import { readConfig } from '../env';
import { createStorage } from '../lib/storage';
import { createBackup } from './backup';
import { applyMigrationsInTransaction, committedMigrations } from './schema-version';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

it('restores a backup of an older schema and migrates it forward', async () => {
  const migrations = committedMigrations();
  const older = migrations.slice(0, -1);
  // A database the previous version of the app left: migrated up to the migration before the last.
  const source = await emptyTarget();
  cleanups.push(source.drop);
  const client = new pg.Client({ connectionString: source.databaseUrl });
  await client.connect();
  await client.query('begin');
  await applyMigrationsInTransaction(client, older);
  await client.query('commit');
  await client.query(
    `insert into users (first_name, last_name, email, mobile_no, password_hash, status)
     values ('Old', 'Timer', 'old@yaar.test', '7000000001', $1, 1)`,
    [await hashSecret('old-password-1')],
  );
  await client.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-old-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = readConfig({ DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY });
  const pool = new pg.Pool({ connectionString: source.databaseUrl, max: 1 });
  const backup = await createBackup({ pool, storage: createStorage(config), config, log: quiet });
  await pool.end();
  expect(backup.schemaTag).toBe(older.at(-1)!.tag);

  const target = await emptyTarget();
  cleanups.push(target.drop);
  const result = await target.restore(backup.file);
  expect(result).toMatchObject({
    schemaTag: older.at(-1)!.tag,
    migratedTo: migrations.at(-1)!.tag,
  });
  expect(await column<string>(target.databaseUrl, 'select email as value from users')).toEqual([
    'old@yaar.test',
  ]);
  expect(
    await column<number>(
      target.databaseUrl,
      'select count(*)::int as value from drizzle.__drizzle_migrations',
    ),
  ).toEqual([migrations.length]);
  // The app starts there, with nothing left to migrate, and the old user signs in.
  const app = await target.start();
  try {
    const login = await app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: 'old@yaar.test', Password: 'old-password-1' },
    });
    expect(login.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
