import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { userReference } from './users';

/**
 * The devices an employee receives follow-up reminders on (Web Push, issue 33): a browser's push
 * subscription. An endpoint belongs to one browser, so it is unique: the same endpoint sent again
 * (the app renews it on every open, perhaps signed in as someone else) updates the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id', { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret (base64url), which encrypt each push. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** When the app last renewed it (every open); the oldest goes first past MAX_PUSH_DEVICES. */
    renewedAt: instant('renewed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * One employee's follow-up reminder of one business day, claimed (inserted, committed) before it
 * is sent: whichever process or run claims it sends it, and no other. A claim whose sending never
 * finished (the process died) may be taken again after a while; the notification's tag makes a
 * repeat replace the first on the device rather than add a second.
 */
export const followUpReminders = pgTable(
  'follow_up_reminders',
  {
    userId: userReference('user_id', { onDelete: 'cascade' }),
    day: date('day').notNull(),
    claimedAt: instant('claimed_at').notNull(),
    /** When sending to every device ended (null: under way, or the process died). */
    sentAt: instant('sent_at'),
    /** The counts the notification said. */
    todayCount: integer('today_count').notNull(),
    overdueCount: integer('overdue_count').notNull(),
    delivered: smallint('delivered').notNull().default(0),
    failed: smallint('failed').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
