import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { freePort } from '../../test/database';
import { readConfig } from '../env';
import { prepareDatabase, type PreparedDatabase } from './prepare';

let dataDir: string;
let database: PreparedDatabase;
let t: TestApp;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-role-'));
  const config = readConfig({ DATA_DIR: dataDir, PG_PORT: String(await freePort()) });
  database = await prepareDatabase(config, () => undefined);
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.close();
  await database.embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('serves the embedded database as a role that is no superuser and cannot run programs', async () => {
  const { rows } = await database.pool.query<{ role: string; super: boolean }>(
    'select current_user as role, rolsuper as super from pg_roles where rolname = current_user',
  );
  expect(rows).toEqual([{ role: 'yaar_app', super: false }]);
  const marker = path.join(dataDir, 'ran');
  await expect(
    database.pool.query(`copy (select 1) to program 'touch ${marker}'`),
  ).rejects.toMatchObject({ code: '42501' });
  await expect(database.pool.query('create table public.mine (id int)')).rejects.toMatchObject({
    code: '42501',
  });
  await expect(database.pool.query('drop table public.users')).rejects.toMatchObject({
    code: '42501',
  });
  expect(fs.existsSync(marker)).toBe(false);
  // What serving needs: the rows and their sequences.
  await database.pool.query(`select nextval(pg_get_serial_sequence('public.users', 'id'))`);
  const users = await database.pool.query('select count(*) from users');
  expect(users.rowCount).toBe(1);
});

it('gives the test apps the same role (the harness serves as production does)', async () => {
  const app = new pg.Client({ connectionString: t.appDatabaseUrl });
  await app.connect();
  const { rows } = await app.query<{ super: boolean }>(
    'select rolsuper as super from pg_roles where rolname = current_user',
  );
  expect(rows).toEqual([{ super: false }]);
  await expect(app.query(`copy (select 1) to program 'true'`)).rejects.toMatchObject({
    code: '42501',
  });
  await app.end();
});
