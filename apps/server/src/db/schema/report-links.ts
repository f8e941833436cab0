import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signed report links already opened, per format: a report link works once (DESIGN §7, issue 15),
 * in every app process on the database. Rows past their link's expiry are swept as new ones come.
 */
export const usedReportLinks = pgTable(
  'used_report_links',
  {
    signatureHash: text('signature_hash').notNull(),
    format: text('format').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'used_report_links_key', columns: [table.signatureHash, table.format] }),
  ],
);
