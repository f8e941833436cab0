import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { leadStatuses } from './reference';
import { users } from './users';

/** Follow-ups of a lead (spec 1 §2.12): each one also sets the lead's status and next date. */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    /** The employee who followed up. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    followUpDate: date('follow_up_date').notNull(),
    nextDate: date('next_date'),
    statusId: integer('status_id').references(() => leadStatuses.id),
    remarks: text('remarks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('follow_ups_lead_date').on(table.leadId, table.followUpDate, table.id),
    // The dashboard's week of activity: follow-ups recorded on each of the last seven days.
    index('follow_ups_date').on(table.followUpDate),
  ],
);
