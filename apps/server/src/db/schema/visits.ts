import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { leadReference } from './leads';
import { userReference } from './users';

/**
 * A check-in at a lead (issue 34): where the phone said it was, how sure it was, when, how far
 * that is from the lead's saved place and what the server made of it. A fact with its evidence:
 * written once, never edited.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    leadId: leadReference(),
    /** The employee who checked in (the caller). */
    userId: userReference(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The fix's accuracy in metres, as the phone reported it. */
    accuracy: doublePrecision('accuracy').notNull(),
    /** Metres to the lead's saved place; null when the lead has none. */
    distanceM: doublePrecision('distance_m'),
    /** The flags the server raised, most telling first; empty when nothing looked wrong. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the fix was taken, on the server's clock. */
    visitedAt: instant('visited_at').notNull(),
    /** The phone's own time of the fix (CapturedAt), as sent; kept as evidence. */
    capturedAt: instant('captured_at'),
    /** An optional photo (lib/storage key). */
    photoKey: text('photo_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('visits_lead_time').on(table.leadId, table.visitedAt),
    // An employee's day, and the last visits the speed and accuracy checks read.
    index('visits_user_time').on(table.userId, table.visitedAt),
  ],
);

/**
 * Live leads with a place counted per cell of a square grid at seven levels, with the sums of
 * their positions, per owner and for every owner (`user_id` 0): kept by statement triggers on
 * `leads` (hand-written in the map_cells migration), so a map box wider than a neighbourhood is
 * counted and clustered from a few hundred cells rather than from every lead in it. A cell of
 * `level` L is `2^L / 512`° on a side (L = 0, 2, …, 12: about 200 m up to 8°); its indices are
 * `floor(longitude × 512) >> L` and `floor(latitude × 512) >> L`, so the levels nest exactly.
 */
export const leadGeoCells = pgTable(
  'lead_geo_cells',
  {
    level: smallint('level').notNull().default(0),
    /** The owner, or 0 for every owner (no user has id 0). */
    userId: integer('user_id').notNull(),
    cellX: integer('cell_x').notNull(),
    cellY: integer('cell_y').notNull(),
    leads: integer('leads').notNull(),
    sumLongitude: doublePrecision('sum_longitude').notNull(),
    sumLatitude: doublePrecision('sum_latitude').notNull(),
  },
  (table) => [unique('lead_geo_cells_key').on(table.level, table.userId, table.cellX, table.cellY)],
);
