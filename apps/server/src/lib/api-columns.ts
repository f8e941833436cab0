import { Column, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { paiseToRupees } from '@yaar/shared';
import type { SelectResultField } from 'drizzle-orm/query-builders/select.types';

type Field = Column | SQL | SQL.Aliased;

/**
 * A record's columns selected under their API names (`{ InvoiceNo: t.invoiceNo }`): the SQL names
 * each column `as "InvoiceNo"`, so a typed drizzle query and a raw cursor (lib/cursor) both answer
 * rows already in the response's shape, with no mapper between the table and the API.
 */
export function apiColumns<T extends Record<string, Field>>(
  fields: T,
): { [K in keyof T]: SQL.Aliased<SelectResultField<T[K]>> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = field instanceof Column ? sql`${field}`.mapWith(field) : sql`${field}`;
      return [name, value.as(name)];
    }),
  ) as { [K in keyof T]: SQL.Aliased<SelectResultField<T[K]>> };
}

/** A boolean column as the spec's 0/1 flag. */
export const zeroOne = (column: Column) => sql<number>`(${column})::int`;

/** A timestamp as the API writes one: ISO 8601 in UTC, to the second ('2026-04-01T09:30:00Z'). */
export const isoTime = (column: Column) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A value that may be null as text, '' when it is (a day not set yet, a left join's name). */
export const textOrEmpty = (value: unknown) => sql<string>`coalesce((${value})::text, '')`;

/** A sum that is null where nothing was summed (a left join), as rupees: '0.00' then. */
export const rupeesOrZero = (sum: unknown) => sql<string>`coalesce(${sum}, 0)::numeric(12,2)::text`;

/**
 * The other way: a record sent under the same API names (a sale's form) as the values of `table`'s
 * columns in `fields`, for an insert. Money (numeric columns) goes from paise to rupees; a field of
 * another table, a computed one or one not sent is left out, for the caller to give.
 */
export function apiValues<T extends PgTable>(
  table: T,
  fields: Record<string, Field>,
  record: Record<string, unknown>,
): Partial<T['$inferInsert']> {
  const keyOf = new Map<Column, string>(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]),
  );
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const key = field instanceof Column ? keyOf.get(field) : undefined;
      const value = record[name];
      if (key === undefined || value === undefined) return [];
      const money = (field as Column).columnType === 'PgNumeric' && typeof value === 'number';
      return [[key, money ? paiseToRupees(value) : value]];
    }),
  ) as Partial<T['$inferInsert']>;
}
