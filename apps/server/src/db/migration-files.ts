import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { functionsDir, migrationsDir } from '../lib/paths';

/**
 * A migration's line that creates (or replaces) a database function from its one source file,
 * `functions/<name>.sql`: `-- @apply-function lead_activity_from_leads`. A change to a function is
 * then an edit of its file plus a new migration holding this line (README.md).
 */
const APPLY_FUNCTION = /^-- @apply-function (\S+)[ \t]*$/gm;
const FUNCTION_NAME = /^(?:[a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*$/;

/** The SQL of function `name` (`companion.registration_days_add` for another schema's). */
export function functionSql(name: string, folder = functionsDir): string {
  const file = path.join(folder, `${name}.sql`);
  if (!FUNCTION_NAME.test(name) || !fs.existsSync(file))
    throw new Error(`A migration applies the function ${name}, which has no file ${file}`);
  return fs.readFileSync(file, 'utf8');
}

/** `statement` with each `-- @apply-function` line replaced by that function's file. */
export function expandFunctions(statement: string, folder = functionsDir): string {
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
