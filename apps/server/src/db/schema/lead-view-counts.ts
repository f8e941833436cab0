import { date, integer, pgTable, unique } from 'drizzle-orm/pg-core';

/**
 * Live leads counted by owner, status and next date, kept by statement triggers on `leads`
 * (migration 0002). A staff member's six counts and list totals read this small table instead of
 * counting their leads on every request.
 */
export const leadViewCounts = pgTable(
  'lead_view_counts',
  {
    userId: integer('user_id').notNull(),
    statusId: integer('status_id').notNull(),
    nextDate: date('next_date'),
    leads: integer('leads').notNull(),
  },
  (table) => [
    unique('lead_view_counts_key')
      .on(table.userId, table.statusId, table.nextDate)
      .nullsNotDistinct(),
  ],
);

/** The same counts over every owner (the administrator's dashboard and totals): a few hundred rows. */
export const leadViewTotals = pgTable(
  'lead_view_totals',
  {
    statusId: integer('status_id').notNull(),
    nextDate: date('next_date'),
    leads: integer('leads').notNull(),
  },
  (table) => [unique('lead_view_totals_key').on(table.statusId, table.nextDate).nullsNotDistinct()],
);
