import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { leadReference } from './leads';
import { paymentLedgerColumns } from './payment-ledger';

/**
 * Payments of referral commissions (DESIGN §7): a ledger per referral, a referral being a lead
 * (the referred business) with the referrer's mobile. Never changed once written.
 */
export const referralPayments = pgTable(
  'referral_payments',
  {
    id: serial('id').primaryKey(),
    leadId: leadReference(),
    /** The referrer (a companion app user) and the referred business, as paid. */
    refMobileNo: text('ref_mobile_no').notNull(),
    mobileNo: text('mobile_no').notNull(),
    ...paymentLedgerColumns(),
  },
  (table) => [
    index('referral_payments_lead').on(table.leadId, table.id),
    index('referral_payments_entry_date').on(table.entryDate),
  ],
);
