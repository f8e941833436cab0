import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DATABASE, onServer } from '../../test/database';
import { functionsDir, migrationsDir } from '../lib/paths';
import { connectDatabase } from './client';
import { APPLY_FUNCTION, functionSql, functionVersion } from './migration-files';
import { committedMigrations } from '../backup/schema-version';

/**
 * Each database function has one source file, `functions/<name>.sql`, that migrations apply
 * (README.md). A database migrated from nothing (the tests' template, by `applyMigrations`) holds
 * exactly the functions of those files, each as its file defines it.
 */
const baseUrl = inject('databaseBaseUrl');
const name = `test_functions_${randomUUID().replace(/-/g, '')}`;
let owner: ReturnType<typeof connectDatabase>;
beforeAll(async () => {
  await onServer(baseUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  owner = connectDatabase(`${baseUrl}/${name}`, 1);
});
afterAll(async () => {
  await owner.close();
  await onServer(baseUrl, `drop database if exists ${name} with (force)`);
});

/** The app's functions (not an extension's), as `name` or `schema.name`, with their definitions. */
async function definitions(client: { query: typeof owner.pool.query }) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select case when n.nspname = 'public' then p.proname else n.nspname || '.' || p.proname end as name,
       pg_get_functiondef(p.oid) as definition
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'companion')
       and not exists (select 1 from pg_depend d
         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     order by 1, pg_get_function_identity_arguments(p.oid)`,
  );
  return rows;
}

const files = fs
  .readdirSync(functionsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.slice(0, -'.sql'.length))
  .sort();

describe('database functions', () => {
  it('are those of the files in functions/, one function a file', async () => {
    const held = await definitions(owner.pool);
    expect(held.map((row) => row.name)).toEqual(files);
  });

  it('are defined in a migrated database exactly as their files define them', async () => {
    const migrated = await definitions(owner.pool);
    const client = await owner.pool.connect();
    try {
      await client.query('begin');
      for (const file of files) await client.query(functionSql(file));
      const fromFiles = await definitions(client);
      await client.query('rollback');
      expect(fromFiles).toEqual(migrated);
    } finally {
      client.release();
    }
  });

  const tags = committedMigrations().map((migration) => migration.tag);
  const texts = tags.map((tag) => fs.readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8'));
  /** Per migration, the functions it applies and the versions it names. */
  const applied = texts.map(
    (text) => new Map([...text.matchAll(APPLY_FUNCTION)].map(([, fn, version]) => [fn, version])),
  );

  it('are changed by a migration: the last one that applies a file names its version', () => {
    const stale = files.flatMap((file) => {
      const last = applied.findLastIndex((functions) => functions.has(file));
      const version = functionVersion(file);
      if (last < 0) return [`${file}: no migration applies it`];
      if (applied[last]!.get(file) === version) return [];
      return [
        `${file} is not as ${tags[last]} applied it: add a migration with the line "-- @apply-function ${file} ${version}"`,
      ];
    });
    expect(stale).toEqual([]);
  });

  it('are written out in a migration only as history: a later migration applies its file or drops it', () => {
    const inline = /CREATE (?:OR REPLACE )?FUNCTION ([a-z_.]+)\(/gi;
    const restated = texts.flatMap((text, index) =>
      [...text.matchAll(inline)]
        .map(([, fn = '']) => fn)
        .filter(
          (fn) =>
            !applied.slice(index + 1).some((functions) => functions.has(fn)) &&
            !texts
              .slice(index + 1)
              .some((next) =>
                new RegExp(`DROP FUNCTION ${fn.replace('.', '\\.')}\\(`, 'i').test(next),
              ),
        )
        .map((fn) => `${tags[index]}: ${fn}`),
    );
    expect(restated).toEqual([]);
  });
});
