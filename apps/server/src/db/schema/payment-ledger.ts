import { date, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The columns every payment ledger has (employee commission, referral commission). */
export const paymentLedgerColumns = () => ({
  entryDate: date('entry_date').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  paymentMethod: text('payment_method').notNull(),
  remarks: text('remarks').notNull().default(''),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
