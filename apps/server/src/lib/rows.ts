import { and, count, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { mobilePattern } from '@yaar/shared';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** A table whose rows are known by a serial `id` (most of the schema). */
type IdTable = PgTable & { id: PgColumn };

/** Inserts one row and answers its new `id`. */
export const insertId = async <T extends IdTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
) =>
  ((await db.insert(table).values(values).returning({ id: table.id })) as { id: number }[])[0]!.id;

/** The one row `where` finds, locked `for update` until the transaction ends (undefined: none). */
export async function lockRow<T extends PgTable>(db: Executor, table: T, where: SQL | undefined) {
  const from: PgTable = table;
  return ((await db.select().from(from).where(where).for('update')) as T['$inferSelect'][])[0];
}

/**
 * The row `where` finds, locked; inserted first (`values`, a unique key `where` matches) when it
 * does not exist, so two writers creating it at once meet on the same row.
 */
export async function lockOrCreate<T extends PgTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
  where: SQL | undefined,
) {
  await db.insert(table).values(values).onConflictDoNothing();
  return (await lockRow(db, table, where))!;
}

/** How many rows of `table` match `where`. */
export const countWhere = async (db: Executor, table: PgTable, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]!.n;

/**
 * How many rows a select answers, its joins and filter as they are (`select count(*) from (…)`):
 * a paged list counts the very query it pages, so the two cannot disagree.
 */
export const countOf = async (db: Executor, query: PgSelect) =>
  (await db.select({ n: count() }).from(query.as('counted')))[0]!.n;

/** `column` (a day) within `from`..`to`, both included; an end not given is open. */
/** `column = value` for a filter that was given; no condition (undefined, as `and` skips) when not. */
export const equalsIfGiven = (column: PgColumn, value: unknown) =>
  value === undefined ? undefined : eq(column, value);

export const inDayRange = (column: PgColumn, from?: string, to?: string) =>
  and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);

/** `row`'s values of `keys`: an audit's `before`, the same fields its `after` records. */
export const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

/**
 * A list's Mobile filter (`mobilePrefix`): the whole number matches itself, fewer digits match the
 * numbers they begin (digits only, so nothing in them is a LIKE wildcard); none: no condition.
 */
export const mobileMatch = (column: PgColumn, mobile?: string) =>
  !mobile
    ? undefined
    : mobilePattern.test(mobile)
      ? eq(column, mobile)
      : like(column, `${mobile}%`);
