import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { connectDatabase, migrateFrom } from '../src/db/client';
import { migrationsDir } from '../src/lib/paths';
import { onServer } from './database';

/**
 * The committed migrations up to the one before `tag`, copied into a scratch folder drizzle
 * migrates from: a migration's backfill is tested on a database holding what the app stored before
 * it. `remove` deletes the folder (a file's `afterAll`).
 */
export function migrationsBefore(tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`no migration before ${tag} in the journal`);
  const entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries)
    fs.copyFileSync(
      path.join(migrationsDir, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A scratch database for testing `tag`'s backfill, dropped with the migrations' folder in the
 * file's `afterAll`. `open` creates it, migrates it up to the one before `tag` and connects (the
 * caller closes the connection).
 */
export function databaseBefore(tag: string) {
  const baseUrl = inject('databaseBaseUrl');
  const name = `test_backfill_${randomUUID().replace(/-/g, '')}`;
  const before = migrationsBefore(tag);
  afterAll(async () => {
    before.remove();
    await onServer(baseUrl, `drop database if exists ${name} with (force)`);
  });
  return {
    async open() {
      await onServer(baseUrl, `create database ${name}`);
      const handle = connectDatabase(`${baseUrl}/${name}`, 2);
      try {
        await migrateFrom(handle.db, before.folder);
      } catch (error) {
        await handle.close();
        throw error;
      }
      return handle;
    },
  };
}
