import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BackupHeader, BackupManifest } from './backup-format';
import { APP_SCHEMAS, appSequences, appTables, type TableInfo } from './backup-database';
import { applyMigrationsInTransaction, type Migration } from './schema-version';

/** Whether the database already holds the app's data (any user, lead or licence). */
export async function databaseHoldsData(client: pg.ClientBase): Promise<boolean> {
  for (const name of ['users', 'leads', 'licences']) {
    const { rows } = await client.query<{ found: boolean }>(
      'select to_regclass($1) is not null as found',
      [`public.${name}`],
    );
    if (!rows[0]?.found) continue;
    const held = await client.query(
      `select 1 from public.${client.escapeIdentifier(name)} limit 1`,
    );
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
    await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
  await client.query('create schema public');
  await applyMigrationsInTransaction(client, upToBackup);
}

/** What a restore loads: the tables and sequences of the schema the migrations just built. */
export interface RestorePlan {
  tables: TableInfo[];
  sequences: string[];
}

/**
 * The tables, columns and sequences of the schema built at the backup's version, which the file's
 * lists must match exactly: the file names what it holds, the schema decides what is run. Null when
 * they differ (the caller refuses the file and rolls back).
 */
export async function planRestore(
  client: pg.ClientBase,
  header: BackupHeader,
  manifest: BackupManifest,
): Promise<RestorePlan | null> {
  const tables = await appTables(client);
  const sequences = (await appSequences(client)).map((sequence) => sequence.name);
  const named = tables.map(({ name, columns }) => ({ name, columns }));
  const sameTables = JSON.stringify(header.tables) === JSON.stringify(named);
  const fileSequences = Array.isArray(manifest.sequences)
    ? manifest.sequences.map((sequence) => sequence?.name)
    : null;
  const sameSequences = JSON.stringify(fileSequences) === JSON.stringify(sequences);
  return sameTables && sameSequences ? { tables, sequences } : null;
}

/**
 * Makes the tables ready to take the backup's rows: the rows migrations inserted (reference data)
 * go, and user triggers are off while loading, so trigger-kept tables (the dashboard counts, the
 * registration days) keep the values of the backup's snapshot instead of being counted twice.
 * Foreign keys stay checked: the tables load in the backup's dependency order.
 */
export async function beginLoad(client: pg.ClientBase, plan: RestorePlan) {
  for (const table of plan.tables)
    await client.query(`alter table ${table.qualified} disable trigger user`);
  await client.query(`truncate ${plan.tables.map((table) => table.qualified).join(', ')}`);
}

/** Loads one table's rows (COPY … FROM STDIN), streamed from the backup. */
export async function loadTable(
  client: pg.ClientBase,
  table: TableInfo,
  chunks: AsyncIterable<Buffer>,
) {
  const stream = client.query(copyFrom(`copy ${table.qualified} (${table.columnList}) from stdin`));
  await pipeline(Readable.from(chunks), stream);
}

/** Triggers back on, sequences where they were when the backup was made. */
export async function endLoad(
  client: pg.ClientBase,
  plan: RestorePlan,
  sequences: BackupManifest['sequences'],
) {
  for (const table of plan.tables)
    await client.query(`alter table ${table.qualified} enable trigger user`);
  for (const sequence of sequences) {
    if (!plan.sequences.includes(sequence.name)) continue;
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
}
