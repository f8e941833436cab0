import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  type BackupHeader,
  type BackupManifest,
  type BackupWriter,
} from './backup-format';
import { schemaVersionOf } from './schema-version';

/** The schemas the app owns (DESIGN §2); drizzle's journal is rebuilt by the restore. */
export const APP_SCHEMAS = ['public', 'companion'];

export interface TableInfo {
  /** As a backup's header names it (`public.leads`, PostgreSQL's format('%I.%I')): compared, never run. */
  name: string;
  /** Its columns as the header names them (quote_ident); generated columns are left out. */
  columns: string[];
  /** For SQL: the catalog's names quoted by pg's escapeIdentifier, `"public"."leads"`. */
  qualified: string;
  /** For SQL: `"id", "name", …`, quoted the same way. */
  columnList: string;
}

const { escapeIdentifier } = pg;

/**
 * The app's tables, each after the tables its foreign keys point at, so a restore can load them
 * in this order with every constraint checked. Tables that belong to an extension are left out.
 */
export async function appTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{
    oid: number;
    name: string;
    schema: string;
    table: string;
  }>(
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name,
            n.nspname as schema, c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      order by n.nspname, c.relname`,
    [APP_SCHEMAS],
  );
  const { rows: keys } = await client.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent from pg_constraint
      where contype = 'f' and conrelid <> confrelid`,
  );
  const { rows: columns } = await client.query<{ oid: number; column: string; raw: string }>(
    `select attrelid::int as oid, quote_ident(attname) as column, attname as raw from pg_attribute
      where attrelid = any($1) and attnum > 0 and not attisdropped and attgenerated = ''
      order by attrelid, attnum`,
    [tables.map((table) => table.oid)],
  );
  const ordered: TableInfo[] = [];
  const placed = new Set<number>();
  const remaining = [...tables];
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      keys.every(
        (key) =>
          key.child !== table.oid ||
          placed.has(key.parent) ||
          !remaining.some((t) => t.oid === key.parent),
      ),
    );
    if (index < 0) throw new Error('The foreign keys between the app tables form a cycle');
    const [table] = remaining.splice(index, 1);
    placed.add(table!.oid);
    const own = columns.filter((c) => c.oid === table!.oid);
    ordered.push({
      name: table!.name,
      columns: own.map((c) => c.column),
      qualified: `${escapeIdentifier(table!.schema)}.${escapeIdentifier(table!.table)}`,
      columnList: own.map((c) => escapeIdentifier(c.raw)).join(', '),
    });
  }
  return ordered;
}

/** Every sequence of the app's schemas with its current value (serial and identity columns). */
export async function appSequences(client: pg.ClientBase): Promise<BackupManifest['sequences']> {
  const { rows } = await client.query<{ name: string; schema: string; sequence: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, n.nspname as schema, c.relname as sequence
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'S' order by 1`,
    [APP_SCHEMAS],
  );
  const sequences: BackupManifest['sequences'] = [];
  for (const { name, schema, sequence } of rows) {
    const { rows: values } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${escapeIdentifier(schema)}.${escapeIdentifier(sequence)}`,
    );
    sequences.push({
      name,
      lastValue: values[0]!.last_value,
      isCalled: values[0]!.is_called,
    });
  }
  return sequences;
}

/** Called for every chunk read (the caller throttles what it prints). */
export interface DumpProgress {
  table: string;
  rows: number;
}

/**
 * Writes the header and every table's rows from one REPEATABLE READ, READ ONLY snapshot: every
 * row committed before it began, nothing after, so an invoice and its series counter are both
 * in or both out. Rows stream from COPY … TO STDOUT into the file, never held in memory.
 */
export async function dumpDatabase(
  client: pg.ClientBase,
  writer: BackupWriter,
  createdAt: Date,
  onProgress: (progress: DumpProgress) => void,
  signal?: AbortSignal,
): Promise<BackupHeader> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const schema = await schemaVersionOf(client);
    if (!schema) throw new Error('The database has no tables of the app yet: nothing to back up.');
    const tables = await appTables(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      schema: { index: schema.index, tag: schema.tag, hash: schema.hash },
      tables: tables.map(({ name, columns }) => ({ name, columns })),
    };
    await writer.writeHeader(header);
    for (const table of tables) {
      signal?.throwIfAborted();
      const stream = client.query(
        copyTo(`copy ${table.qualified} (${table.columnList}) to stdout`),
      );
      let rows = 0;
      const counted = async function* () {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) rows += 1;
          onProgress({ table: table.name, rows });
          yield chunk;
        }
      };
      await writer.writePart('table', table.name, counted(), true);
      onProgress({ table: table.name, rows });
    }
    await client.query('commit');
    return header;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
