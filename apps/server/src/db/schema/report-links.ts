import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Signed report links already opened, per format: a report link works once (DESIGN §7, issue 15),
 * in every app process on the database. Rows past their link's expiry are swept as new ones come.
 */
export const usedReportLinks = pgTable(
  'used_report_links',
  {
    signatureHash: text('signature_hash').notNull(),
    format: text('format').notNull(),
    usedAt: instant('used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'used_report_links_key', columns: [table.signatureHash, table.format] }),
  ],
);
