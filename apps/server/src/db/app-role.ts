import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The role the app serves requests as (docs/decisions.md, Issue 40): it logs in, reads and writes
 * the app's rows, and nothing more: no superuser, no CREATEDB/CREATEROLE, owner of nothing, so no
 * statement it runs can reach `COPY … PROGRAM`, a file of the server or another role. The cluster's
 * owner (the embedded `postgres`, or DATABASE_URL's role) migrates, seeds and restores.
 */
export const APP_ROLE = 'yaar_app';

/** The schemas whose rows the app reads and writes; drizzle's journal it only reads (backups). */
const DATA_SCHEMAS = ['public', 'companion'];

const { escapeIdentifier, escapeLiteral } = pg;

/** The app role's password for the embedded cluster, made once beside pg.secret (0600). */
export function readOrCreateAppRolePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-app.secret');
  try {
    fs.writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** `ownerUrl` with another role and password: the URL the app's pool connects with. */
export function urlAs(ownerUrl: string, role: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** Creates the role (or sets its password again) with no privilege beyond logging in. */
export async function ensureLoginRole(
  owner: pg.ClientBase | pg.Pool,
  role: string,
  password: string,
) {
  const name = escapeIdentifier(role);
  const options = `login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${escapeLiteral(password)}`;
  const { rowCount } = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
  if (!rowCount) {
    try {
      await owner.query(`create role ${name} ${options}`);
      return;
    } catch (error) {
      // Another process (or database of the same cluster) made it at the same moment.
      if ((error as { code?: string }).code !== '42710') throw error;
    }
  }
  await owner.query(`alter role ${name} ${options}`);
}

/**
 * Grants `role` what serving requests needs on the database `owner` is connected to, run after the
 * migrations on every start (a restore drops and rebuilds the schemas): the rows and sequences of
 * the app's schemas, the same on whatever the owner's later migrations create, and reading the
 * migrations' journal (a backup names the schema version).
 */
export async function grantAppRole(owner: pg.ClientBase | pg.Pool, role: string) {
  const name = escapeIdentifier(role);
  const { rows } = await owner.query<{ schema: string }>(
    'select nspname as schema from pg_namespace where nspname = any($1)',
    [DATA_SCHEMAS],
  );
  for (const { schema } of rows) {
    const inSchema = escapeIdentifier(schema);
    await owner.query(`grant usage on schema ${inSchema} to ${name}`);
    await owner.query(
      `grant select, insert, update, delete on all tables in schema ${inSchema} to ${name}`,
    );
    await owner.query(
      `grant usage, select, update on all sequences in schema ${inSchema} to ${name}`,
    );
    await owner.query(
      `alter default privileges in schema ${inSchema} grant select, insert, update, delete on tables to ${name}`,
    );
    await owner.query(
      `alter default privileges in schema ${inSchema} grant usage, select, update on sequences to ${name}`,
    );
  }
  // ANALYZE on the leads after a bulk import (lead-bulk): without fresh statistics the planner
  // reads a 1,00,000-row import's new status as rare and sorts every pending lead for a page
  // (1.4 s a page against 0.3 ms after ANALYZE). MAINTAIN (PostgreSQL 17+) allows VACUUM and
  // ANALYZE on that table, nothing of its shape.
  const leadsTable = await owner.query<{ found: boolean }>(
    `select to_regclass('public.leads') is not null as found`,
  );
  if (leadsTable.rows[0]?.found)
    await owner.query(`grant maintain on table public.leads to ${name}`);
  const journal = await owner.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (journal.rows[0]?.found) {
    await owner.query(`grant usage on schema drizzle to ${name}`);
    await owner.query(`grant select on drizzle.__drizzle_migrations to ${name}`);
  }
}

/** The role a URL logs in as. */
export const roleOf = (url: string) => decodeURIComponent(new URL(url).username);

/** Whether the role `url` logs in as is a superuser (the app warns when it serves as one). */
export async function isSuperuser(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ super: boolean }>(
    'select rolsuper as super from pg_roles where rolname = current_user',
  );
  return rows[0]?.super ?? false;
}
