import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * The outbox of messages to customers (issue 44): one row per message (an invoice sent, a renewal
 * notice), queued in the transaction of what causes it and sent once by the paced worker
 * (lib/send-queue). `dedupe_key` makes a notice queue once however often its run is repeated. A
 * WhatsApp message that cannot be delivered turns into its SMS on the same row (`channel` becomes
 * 'sms', `note` says why): one notice, one message. `wamid` is Meta's id, which the webhook's
 * status updates name; `status` only moves forward (sent < delivered < read; failed before
 * delivered). Read by mobile (the list, a lead's timeline later) and by licence.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    mobileNo: text('mobile_no').notNull(),
    licenceId: integer('licence_id'),
    transactionId: integer('transaction_id'),
    subject: text('subject').notNull(),
    /** One message per notice: `renewal:<licence>:<expiry>:<days before>`; null for a manual send. */
    dedupeKey: text('dedupe_key').unique(),
    /** What each channel sends: the template's body parameters, the SMS's kind, vars and text. */
    content: jsonb('content').notNull(),
    status: text('status').notNull().default('queued'),
    note: text('note').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may take it (now, or later after a retryable failure). */
    dueAt: instant('due_at').notNull().defaultNow(),
    /** When a worker took it to send (a row left 'sending' by a dead process is found by it). */
    claimedAt: instant('claimed_at'),
    sentAt: instant('sent_at'),
    wamid: text('wamid').unique(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('customer_messages_due')
      .on(table.dueAt, table.id)
      .where(sql`status = 'queued'`),
    index('customer_messages_mobile').on(table.mobileNo, table.id),
    index('customer_messages_licence').on(table.licenceId),
    // The pacing's look-backs: claims in the last second, and a customer's last claim.
    index('customer_messages_claimed').on(table.claimedAt),
    index('customer_messages_mobile_claimed').on(table.mobileNo, table.claimedAt),
    check('customer_messages_channel', sql`channel in ('whatsapp', 'sms')`),
    check('customer_messages_kind', sql`kind in ('invoice', 'renewal')`),
    check(
      'customer_messages_status',
      sql`status in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/** Customers who replied STOP (or pressed the opt-out button); START removes the row. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  mobileNo: text('mobile_no').primaryKey(),
  optedOutAt: instant('opted_out_at').notNull().defaultNow(),
});
