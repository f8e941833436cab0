import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { paymentLedgerColumns } from './payment-ledger';
import { userReference, users } from './users';

/**
 * Commission paid to employees (DESIGN §7): a ledger. A payment is deleted softly (`deleted_at`,
 * with who did it, and an audit row): money never silently disappears.
 */
export const commissionPayments = pgTable(
  'commission_payments',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    ...paymentLedgerColumns(),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    index('commission_payments_user').on(table.userId, table.entryDate),
    index('commission_payments_entry_date').on(table.entryDate),
  ],
);
