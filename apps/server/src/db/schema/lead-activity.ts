import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Leads entered (by owner) and follow-ups recorded (by the employee who recorded them) on each
 * business day, of live leads only, kept by statement triggers on `leads` and `follow_ups`
 * (migration 0014). The dashboard's week of activity reads seven days of this table instead of
 * counting leads and follow-ups on every request.
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
