import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { readMigrations } from './migration-files';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// numeric(12,2) stays a string (exact money); bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// `date` columns stay 'YYYY-MM-DD' text: a business day has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The channels the database notifies (triggers call pg_notify): caches listen to them. */
export type NotificationChannel = 'auth_changed' | 'leads_changed';
const CHANNELS: readonly NotificationChannel[] = ['auth_changed', 'leads_changed'];
type NotificationListener = (channel: NotificationChannel | 'lost') => void;
const listenersOf = new WeakMap<Database, Set<NotificationListener>>();
const poolSizes = new WeakMap<Database, number>();

/** How to open a connection of one's own to `db`'s database (a session that holds locks). */
export const connectionOptionsOf = (db: Database): pg.ClientConfig =>
  (db as Database & { $client: pg.Pool }).$client.options;

/** How many connections `db`'s pool holds at most (10, the default, when it is not ours). */
export const poolSizeOf = (db: Database) => poolSizes.get(db) ?? 10;

/**
 * Calls `listener` whenever the database notifies `channel`, and when a connection is lost or
 * made (a notification may have been missed): a cache empties itself. Every pooled connection
 * LISTENs, so the session that commits a change hears its own notification before its commit
 * returns: a process sees its own writes at once, other processes within milliseconds.
 */
export function onDatabaseNotification(
  db: Database,
  channel: NotificationChannel,
  listener: () => void,
): void {
  listenersOf.get(db)?.add((heard) => {
    if (heard === channel || heard === 'lost') listener();
  });
}

/**
 * A statement of a process that died (kill -9 mid-request, a statement waiting on a lock) is
 * cancelled within a second by PostgreSQL 14+, rather than run, and committed, when its lock is
 * granted long after: the phone's repeat runs the write instead (plugins/idempotency.ts). Older
 * servers do not have the setting and skip it.
 */
const CHECK_CLIENT_STILL_THERE = `select set_config('client_connection_check_interval', '1000', false)
  from pg_settings where name = 'client_connection_check_interval'`;

/**
 * A pooled connection that LISTENs to every channel before the pool hands it out (a LISTEN sent
 * alongside the pool's first query would overlap it, which pg deprecates).
 */
class ListeningClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
  override connect(
    callback?: (error: Error | null, client?: pg.Client) => void,
  ): Promise<pg.Client> | void {
    const ready = super
      .connect()
      .then(() => this.query(CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ')))
      .then(() => this.query(CHECK_CLIENT_STILL_THERE))
      .then(() => this as pg.Client);
    if (!callback) return ready;
    ready.then(
      (client) => callback(null, client),
      (error: Error) => callback(error),
    );
  }
}

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  // A database that has gone away answers quickly (503, plugins/errors.ts), never a hung request.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    Client: ListeningClient,
  });
  const db = drizzle(pool, { schema });
  poolSizes.set(db, max);
  const listeners = new Set<NotificationListener>();
  listenersOf.set(db, listeners);
  const notify: NotificationListener = (channel) => {
    for (const listener of listeners) listener(channel);
  };
  pool.on('error', () => notify('lost'));
  pool.on('connect', (client) => {
    notify('lost');
    client.on('notification', ({ channel }) => notify(channel as NotificationChannel));
    client.on('error', () => notify('lost'));
  });
  return { db, pool, close: () => pool.end() };
}

/** The advisory lock key held while a process migrates and seeds ('yaar' start-up). */
const STARTUP_LOCK_KEY = 0x79_61_61_72;

/**
 * Runs `work` while holding a PostgreSQL advisory lock on one connection of `pool`: processes that
 * start together on one database take their turns (the lock is released with the session if the
 * process dies). `work` gets a database on that same connection.
 */
export async function withStartupLock<T>(
  pool: pg.Pool,
  work: (db: Database, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let reusable = false;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(drizzle(client, { schema }), client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      reusable = true;
    }
  } finally {
    // A connection whose session may still hold the lock is closed, never handed out again.
    client.release(!reusable);
  }
}

/**
 * Applies the migrations of `migrationsFolder` as drizzle's `migrate` does (in one transaction,
 * those whose journal `when` is later than the last one recorded, each recorded with its file's
 * hash), with the functions they apply written out from `functions/` (migration-files.ts).
 */
export async function migrateFrom(db: Database, migrationsFolder = migrationsDir): Promise<void> {
  const { dialect, session } = db as unknown as {
    dialect: PgDialect;
    session: PgSession;
  };
  await dialect.migrate(readMigrations(migrationsFolder), session, { migrationsFolder });
}

/**
 * Applies the committed migrations under the start-up lock, so that several processes starting
 * together on one database migrate it once; already-applied ones are skipped.
 */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  await withStartupLock(pool, (db) => migrateFrom(db));
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
