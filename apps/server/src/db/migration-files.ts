import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { functionsDir, migrationsDir } from '../lib/paths';

/**
 * A migration's line that creates (or replaces) a database function from its one source file,
 * `functions/<name>.sql`, naming the version it applied (`functionVersion`):
 * `-- @apply-function lead_activity_from_leads ee5b1caee1af`. A change to a function is an edit of
 * its file plus a new migration holding this line (README.md). The file's text at run time is
 * applied; the version is checked by functions.test.ts, not here: an older migration's version
 * stays what it applied when it was released.
 */
export const APPLY_FUNCTION = /^-- @apply-function (\S+)(?:[ \t]+([0-9a-f]+))?[ \t]*$/gm;
const FUNCTION_NAME = /^(?:[a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*$/;

/** The SQL of function `name` (`companion.registration_days_add` for another schema's). */
export function functionSql(name: string, folder = functionsDir): string {
  const file = path.join(folder, `${name}.sql`);
  if (!FUNCTION_NAME.test(name) || !fs.existsSync(file))
    throw new Error(`A migration applies the function ${name}, which has no file ${file}`);
  return fs.readFileSync(file, 'utf8');
}

/**
 * The version of function `name`: the first 12 hex digits of the SHA-256 of its file from the
 * `CREATE` on (the comments above it may change without a migration).
 */
export function functionVersion(name: string, folder = functionsDir): string {
  const text = functionSql(name, folder);
  const definition = text.slice(Math.max(0, text.search(/^CREATE /m)));
  return crypto.createHash('sha256').update(definition).digest('hex').slice(0, 12);
}

/**
 * `statement` with each `-- @apply-function` line replaced by that function's file. A line that
 * starts so but does not have the form is refused, not left as a comment that applies nothing.
 */
export function expandFunctions(statement: string, folder = functionsDir): string {
  const malformed = statement
    .split('\n')
    .find(
      (line) =>
        line.startsWith('-- @apply-function') && !new RegExp(APPLY_FUNCTION.source).test(line),
    );
  if (malformed !== undefined)
    throw new Error(`A migration's line is not understood: ${malformed}`);
  return statement.replace(APPLY_FUNCTION, (_line, name: string) => functionSql(name, folder));
}

/**
 * The committed migrations as drizzle reads them (statements, journal `when`, the hash of the file
 * as written), with the functions they apply written out: what drizzle's migrator and a restore run.
 */
export function readMigrations(migrationsFolder = migrationsDir): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => expandFunctions(statement)),
  }));
}

/**
 * The hashes migrations had when they were released, for those whose text has changed since
 * without changing what they run (their functions moved to `functions/`). A database
 * keeps the hash it recorded (drizzle never compares it); a backup made at one of these versions
 * names the old hash, which a restore still knows.
 */
export const RELEASED_HASHES: Readonly<Record<string, readonly string[]>> = {
  '0002_lead-view-counts': ['1cb2699a6bc6f6a3c1c8e4a88aec2f3470ed59ff045cbc71bf4bffdde85174b3'],
  '0004_hardening': ['a47e39ceb9d8568136e2db6644561ac1955a108ed79a494ff1901adc96926fa4'],
  '0014_activity-days': [
    '88c3242b2ac72778680a5ea0144c512825928abc3e5846efec021e4c5267f80a',
    '80f8e64962c36ff4fedf08c25c7d04f2e97f0687c9229f67f2f321189e968582',
  ],
  '0022_registration-days': ['aec7703eeadd7e6b0a421256519e7c2009f0b8ec1160590db9537d4d947cb159'],
  '0023_leads-changed': ['040505eb2e1aabb8b8d8e4a751b107847f855c84d88d3c47ef2a1cff09b7e09c'],
  '0027_signup-approval-visits': [
    '2936204b117e252a90e7b1be8042796b98b844705def58e98a32a47d7bfb149d',
  ],
  '0031_map_cells': ['d7a57e018c39aed7e88353582fea86533c4b95477ef35896272e609b7493b319'],
  '0035_lead-events': ['50f8d593f1dbbdbd1ef9ee8fb8989fb0a76edfe92b2630abd61548661894d5fb'],
  '0038_phonetic-key-fast': ['e7b6392ca31a472357f083be5ff1f1ee6bca73fd158094e2440482771fc7ecce'],
};
