import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Commission paid to employees (DESIGN §7): a ledger. A payment is deleted softly (`deleted_at`,
 * with who did it, and an audit row): money never silently disappears.
 */
export const commissionPayments = pgTable(
  'commission_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    entryDate: date('entry_date').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    index('commission_payments_user').on(table.userId, table.entryDate),
    index('commission_payments_entry_date').on(table.entryDate),
  ],
);
