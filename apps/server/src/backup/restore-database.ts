import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BackupHeader, BackupManifest } from './backup-format';
import { APP_SCHEMAS } from './backup-database';
import { applyMigrationsInTransaction, type Migration } from './schema-version';

/** Whether the database already holds the app's data (any user, lead or licence). */
export async function databaseHoldsData(client: pg.ClientBase): Promise<boolean> {
  for (const name of ['public.users', 'public.leads', 'public.licences']) {
    const { rows } = await client.query<{ found: boolean }>(
      'select to_regclass($1) is not null as found',
      [name],
    );
    if (!rows[0]?.found) continue;
    const held = await client.query(`select 1 from ${name} limit 1`);
    if (held.rowCount) return true;
  }
  return false;
}

/**
 * Empties the app's schemas and builds them again at the backup's schema version, in the caller's
 * transaction (DDL is transactional in PostgreSQL: a failure leaves the database as it was).
 */
export async function prepareSchema(client: pg.ClientBase, upToBackup: Migration[]) {
  for (const schema of [...APP_SCHEMAS, 'drizzle'])
    await client.query(`drop schema if exists ${schema} cascade`);
  await client.query('create schema public');
  await applyMigrationsInTransaction(client, upToBackup);
}

/**
 * Makes the tables ready to take the backup's rows: the rows migrations inserted (reference data)
 * go, and user triggers are off while loading, so trigger-kept tables (the dashboard counts, the
 * registration days) keep the values of the backup's snapshot instead of being counted twice.
 * Foreign keys stay checked: the tables load in the backup's dependency order.
 */
export async function beginLoad(client: pg.ClientBase, header: BackupHeader) {
  const names = header.tables.map((table) => table.name);
  for (const name of names) await client.query(`alter table ${name} disable trigger user`);
  await client.query(`truncate ${names.join(', ')}`);
}

/** Loads one table's rows (COPY … FROM STDIN), streamed from the backup. */
export async function loadTable(
  client: pg.ClientBase,
  table: BackupHeader['tables'][number],
  chunks: AsyncIterable<Buffer>,
) {
  const stream = client.query(
    copyFrom(`copy ${table.name} (${table.columns.join(', ')}) from stdin`),
  );
  await pipeline(Readable.from(chunks), stream);
}

/** Triggers back on, sequences where they were when the backup was made. */
export async function endLoad(
  client: pg.ClientBase,
  header: BackupHeader,
  sequences: BackupManifest['sequences'],
) {
  for (const table of header.tables)
    await client.query(`alter table ${table.name} enable trigger user`);
  for (const sequence of sequences) {
    const exists = await client.query<{ found: boolean }>(
      'select to_regclass($1) is not null as found',
      [sequence.name],
    );
    if (!exists.rows[0]?.found) continue;
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
}
