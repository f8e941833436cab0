import fs from 'node:fs';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { RELEASED_HASHES, readMigrations } from '../db/migration-files';
import { migrationsDir } from '../lib/paths';

/** A committed migration: its position, its tag (`0024_sale-commission`) and what drizzle records. */
export interface Migration extends MigrationMeta {
  index: number;
  tag: string;
}

/** The committed migrations in order, with their tags from drizzle-kit's journal. */
export function committedMigrations(folder = migrationsDir): Migration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string; when: number }[] };
  return readMigrations(folder).map((meta, index) => ({
    ...meta,
    index,
    tag: journal.entries[index]?.tag ?? String(index),
  }));
}

/**
 * Whether a backup that names `migration` by `hash` was made at it: the hash of its file, or one it
 * was released with before its text changed without changing what it runs (RELEASED_HASHES).
 */
export function isHashOf(migration: Migration, hash: string): boolean {
  return migration.hash === hash || (RELEASED_HASHES[migration.tag]?.includes(hash) ?? false);
}

/**
 * The schema version a database holds: the last migration drizzle recorded (its journal row's
 * `created_at` is the migration's `when`). Null for a database never migrated.
 */
export async function schemaVersionOf(
  client: pg.ClientBase,
  migrations = committedMigrations(),
): Promise<Migration | null> {
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists.rows[0]?.found) return null;
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = rows[0];
  if (!last) return null;
  const found = migrations.find((migration) => String(migration.folderMillis) === last.created_at);
  if (!found)
    throw new Error(
      `The database holds a migration this version of the app does not know (${last.created_at}): it was made by a newer version.`,
    );
  return found;
}

/**
 * Applies `migrations` on `client` inside the caller's transaction, recording each as drizzle's
 * migrator does, so a later start finds them applied.
 */
export async function applyMigrationsInTransaction(
  client: pg.ClientBase,
  migrations: Migration[],
): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
