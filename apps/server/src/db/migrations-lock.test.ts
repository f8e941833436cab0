import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { onServer } from '../../test/database';
import { migrationsDir } from '../lib/paths';
import { applyMigrations, connectDatabase } from './client';

const baseUrl = inject('databaseBaseUrl');
const name = `test_migrate_${randomUUID().replace(/-/g, '')}`;
afterAll(() => onServer(baseUrl, `drop database if exists ${name} with (force)`));

describe('migrations on a database that several processes start on together', () => {
  it('are applied once, under the advisory lock, and every process starts', async () => {
    await onServer(baseUrl, `create database ${name}`);
    const handles = Array.from({ length: 4 }, () => connectDatabase(`${baseUrl}/${name}`, 2));
    try {
      const results = await Promise.allSettled(handles.map((h) => applyMigrations(h.pool)));
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const journal = JSON.parse(
        fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await handles[0]!.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      // The lock is given back: no session still holds one on this database (other test files
      // take advisory locks on theirs, in the same PostgreSQL server).
      const held = await handles[0]!.pool.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory'
           and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(held.rows[0]).toEqual({ n: 0 });
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
