import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { leadReference } from './leads';
import { leadStatuses } from './reference';
import { userReference } from './users';

/** Follow-ups of a lead (spec 1 §2.12): each one also sets the lead's status and next date. */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    leadId: leadReference(),
    /** The employee who followed up. */
    userId: userReference(),
    followUpDate: date('follow_up_date').notNull(),
    nextDate: date('next_date'),
    statusId: integer('status_id').references(() => leadStatuses.id),
    remarks: text('remarks').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('follow_ups_lead_date').on(table.leadId, table.followUpDate, table.id),
    // The dashboard's week of activity: follow-ups recorded on each of the last seven days.
    index('follow_ups_date').on(table.followUpDate),
  ],
);
