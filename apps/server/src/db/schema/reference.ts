import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (table) => [uniqueIndex('cities_name_state_unique').on(table.name, table.stateId)],
);

export const leadStatuses = pgTable(
  'lead_statuses',
  {
    id: serial('id').primaryKey(),
    mainStatus: text('main_status').notNull(),
    subStatus: text('sub_status').notNull(),
  },
  (table) => [uniqueIndex('lead_statuses_main_sub_unique').on(table.mainStatus, table.subStatus)],
);
