import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  point,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { cities, leadStatuses } from './reference';
import { userReference, users } from './users';

/** `parseLocation`'s pattern (packages/shared), as PostgreSQL reads it. */
const LOCATION_PATTERN = String.raw`^\s*(-?\d+(\.\d+)?)\s*,\s*(-?\d+(\.\d+)?)\s*$`;

/** A required reference to the lead a row is about (a lead with such rows cannot be deleted). */
export const leadReference = () =>
  integer('lead_id')
    .notNull()
    .references(() => leads.id);

/**
 * Sales leads (spec 1 §3). Deleting is soft (`deleted_at`); every query of a live lead filters on
 * it, so the indexes below are partial on `deleted_at is null`.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** The owning employee. */
    userId: userReference(),
    /**
     * Who wrote the row: the employee who created the lead, or the administrator who imported it.
     * Unlike `userId` it never changes (Assign Leads, a transfer): Today's Visits counts by it.
     */
    recordedBy: userReference('recorded_by'),
    companyName: text('company_name').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    /** Normalised: exactly 10 digits. */
    mobileNo: text('mobile_no').notNull(),
    gstNo: text('gst_no').notNull().default(''),
    businessType: text('business_type').notNull(),
    address: text('address').notNull().default(''),
    cityId: integer('city_id').references(() => cities.id),
    pincode: text('pincode').notNull().default(''),
    product: text('product').notNull(),
    /** The business day (BUSINESS_TZ) the lead was entered. */
    entryDate: date('entry_date').notNull(),
    nextDate: date('next_date'),
    requirements: text('requirements').notNull().default(''),
    statusId: integer('status_id')
      .notNull()
      .references(() => leadStatuses.id),
    /** "lat,long" as captured by the device. */
    location: text('location').notNull().default(''),
    /**
     * `location` as a point (x = longitude, y = latitude), for the map's box and a visit's
     * distance: kept by PostgreSQL from the text on every write, null when the text is blank or is
     * not "lat,long" in range — the same rule as `parseLocation` in the shared package.
     */
    geo: point('geo', { mode: 'xy' }).generatedAlwaysAs(sql`(case
      when location ~ ${sql.raw(`'${LOCATION_PATTERN}'`)} then (case
        when abs(split_part(location, ',', 1)::float8) <= 90
          and abs(split_part(location, ',', 2)::float8) <= 180
        then point(split_part(location, ',', 2)::float8, split_part(location, ',', 1)::float8)
      end)
    end)`),
    locationAccuracy: doublePrecision('location_accuracy'),
    locationTakenAt: instant('location_taken_at'),
    refMobileNo: text('ref_mobile_no').notNull().default(''),
    /** Storage keys (lib/storage), never paths or URLs. */
    hoardingKey: text('hoarding_key'),
    vFrontKey: text('v_front_key'),
    vBackKey: text('v_back_key'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    /**
     * What a search reads: company and owner name, lower-cased once on write, a line break apart
     * so a term never matches across the two, then their phonetic key in Latin letters (issue 45,
     * `phonetic_key` of migration 0037), so a name typed in any script finds the others. `LIKE` on
     * it costs a fifth of `ILIKE` on both names.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(company_name || chr(10) || owner_name) || chr(10) || phonetic_key(company_name || chr(10) || owner_name)`,
      ),
  },
  (table) => [
    // A mobile number belongs to one live lead.
    uniqueIndex('leads_mobile_live_unique')
      .on(table.mobileNo)
      .where(sql`${table.deletedAt} is null`),
    // Staff lists and counts: one employee's live leads by status and next date.
    index('leads_owner_status_next_live')
      .on(table.userId, table.statusId, table.nextDate)
      .where(sql`${table.deletedAt} is null`),
    // Assign Leads: a pool's oldest leads of one sub status, in order, so that taking 1,000 stops
    // at 1,000 (FOR UPDATE keeps PostgreSQL from a top-N sort: without this index it sorted the
    // whole pool on disk, 0.77 s for 1,000 of a 2,00,000-lead pool).
    index('leads_pool_order_live')
      .on(table.userId, table.statusId, table.entryDate, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The administrator's counts and views over every live lead.
    index('leads_status_next_live')
      .on(table.statusId, table.nextDate)
      .where(sql`${table.deletedAt} is null`),
    // A day's live leads, newest first (the Today view's order): read backwards, a page stops at
    // its 50 rows whatever the planner guesses of the status filter; on (next_date) alone it
    // sometimes sorted the whole day (26,702 leads of 2,00,000) for each page.
    index('leads_next_date_id_live')
      .on(table.nextDate, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The dashboard's week of activity: live leads entered on each of the last seven days.
    index('leads_entry_date_live')
      .on(table.entryDate)
      .where(sql`${table.deletedAt} is null`),
    // Substring search (LIKE '%…%') on the names and the mobile number: pg_trgm.
    index('leads_search_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    // The map's box (`geo <@ box`) over live leads with a place: `leads_geo_map`, a GiST index
    // that INCLUDEs the columns the map answers (an index-only scan), is hand-written in the
    // map_cells migration (drizzle cannot declare INCLUDE).
    index('leads_mobile_trgm').using('gin', table.mobileNo.op('gin_trgm_ops')),
  ],
);
