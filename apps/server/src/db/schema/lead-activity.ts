import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Leads entered and follow-ups recorded on each business day, by the employee who recorded them
 * (`leads.recorded_by`, `follow_ups.user_id`: an owner change does not move a count), of live
 * leads only, kept by statement triggers on `leads` and `follow_ups` (migrations 0014, 0027). The
 * dashboard's week of activity reads seven days of this table instead of counting on every request.
 */
export const leadActivityDays = pgTable(
  'lead_activity_days',
  {
    day: date('day').notNull(),
    userId: integer('user_id').notNull(),
    newLeads: integer('new_leads').notNull(),
    followUps: integer('follow_ups').notNull(),
  },
  (table) => [primaryKey({ name: 'lead_activity_days_key', columns: [table.day, table.userId] })],
);
