import { Column, sql, type SQL } from 'drizzle-orm';
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

/** A sum that is null where nothing was summed (a left join), as rupees: '0.00' then. */
export const rupeesOrZero = (sum: unknown) => sql<string>`coalesce(${sum}, 0)::numeric(12,2)::text`;
