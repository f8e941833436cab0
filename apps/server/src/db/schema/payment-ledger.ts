import { date, numeric, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userReference } from './users';

/** The columns every payment ledger has (employee commission, referral commission). */
export const paymentLedgerColumns = () => ({
  entryDate: date('entry_date').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  paymentMethod: text('payment_method').notNull(),
  remarks: text('remarks').notNull().default(''),
  createdBy: userReference('created_by'),
  createdAt: createdAt(),
});
