import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A point in time. Every one is `timestamptz`: the server, the database and the phones may each
 * keep another zone, and a business day is read in BUSINESS_TZ from the instant.
 */
export const instant = (column: string) => timestamp(column, { withTimezone: true });

/** When the row was written, as the database's clock says. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
