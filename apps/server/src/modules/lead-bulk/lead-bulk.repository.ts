import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { cities, leadStatuses } from '../../db/schema';
import type { AssignLeads } from '@yaar/shared';
import { leadEventsOf, type EventDetails } from '../lead-events';

/**
 * Moves up to NoOfLeads of `poolOwner`'s leads (the sub status, entered on or before EntryDate,
 * oldest first) to the employee with NextDate; rows another transaction holds are skipped. Each
 * lead moved gets its timeline's 'assigned' event (`assigned`: its details) in the same statement.
 */
export const moveFromPool = async (
  db: Executor,
  poolOwner: number,
  input: AssignLeads,
  assigned: EventDetails,
) =>
  (
    await db.execute<{ id: number; next_date: string | null }>(sql`
      with picked as (
        select id, next_date from leads
        where user_id = ${poolOwner} and status_id = ${input.StatusId}
          and entry_date <= ${input.EntryDate} and deleted_at is null
        order by entry_date, id
        limit ${input.NoOfLeads}
        for update skip locked
      ),
      moved as (
        update leads set user_id = ${input.UserId}, next_date = ${input.NextDate}, updated_at = now()
        from picked where leads.id = picked.id
        returning leads.id, picked.next_date::text as next_date
      ),
      events as (${leadEventsOf(sql`moved`, { type: 'assigned', actorId: poolOwner, details: assigned })})
      select id, next_date from moved`)
  ).rows;

/** Each city's id by its lower-cased name (the lowest id where two states share a name). */
export async function cityIdsByName(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .orderBy(sql`${cities.id} desc`);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Each sub status's id and main status by its lower-cased name. */
export async function statusesByName(db: Executor) {
  const rows = await db.select().from(leadStatuses);
  return new Map(rows.map((row) => [row.subStatus.toLowerCase(), row]));
}

/** Of `mobiles`, those a live lead already has. */
export async function takenMobiles(db: Executor, mobiles: readonly string[]): Promise<Set<string>> {
  if (mobiles.length === 0) return new Set();
  const { rows } = await db.execute<{ mobile_no: string }>(sql`
    select mobile_no from leads
    where deleted_at is null and mobile_no = any(${sql.param(mobiles)}::text[])`);
  return new Set(rows.map((row) => row.mobile_no));
}

export interface NewPoolLead {
  CompanyName: string;
  OwnerName: string;
  MobileNo: string;
  GSTNo: string;
  BusinessType: string;
  Address: string;
  CityId: number;
  Pincode: string;
  Product: string;
  Requirements: string;
  NextDate: string;
  StatusId: number;
}

/** The live-mobile unique index: a mobile number belongs to one live lead. */
const LIVE_MOBILE_INDEX = 'leads_mobile_live_unique';

/**
 * Inserts `leads` (a JSON array of NewPoolLead) into `owner`'s pool in one statement
 * (`json_to_recordset`: PostgreSQL parses it, instead of the driver escaping twelve arrays), recorded by `owner`
 * (the importing administrator: an import is nobody's visit, even once its leads are assigned). A
 * mobile that a live lead took meanwhile is skipped by the live-mobile unique index; answers how
 * many were inserted. Each lead inserted gets its timeline's 'imported' event in the same
 * statement (set-based: one more row per lead, no round trip).
 *
 * The caller has left out the mobiles live leads had (`takenMobiles`), so the insert is tried
 * plainly under a savepoint first: ON CONFLICT's speculative insertion cost a fifth of the write
 * (20,000 rows into 2,00,000 leads: 1.22 s against 0.99 s). Only when another user saved one of
 * the mobiles in between is the batch written again, skipping it.
 */
export async function insertPoolLeads(
  /** An open transaction (the import's): the savepoint lives in it. */
  tx: Executor,
  owner: number,
  entryDate: string,
  leads: string,
  /** Only the bench leaves the events out, to weigh what they add to an import (bench/bulk.ts). */
  timeline: 'with events' | 'without events' = 'with events',
): Promise<number> {
  const insert = (taken: 'fail' | 'skip') =>
    insertStatement(tx, owner, entryDate, leads, timeline, taken);
  await tx.execute(sql`savepoint pool_insert`);
  try {
    const inserted = await insert('fail');
    await tx.execute(sql`release savepoint pool_insert`);
    return inserted;
  } catch (error) {
    if (!isUniqueViolation(error, LIVE_MOBILE_INDEX)) throw error;
    await tx.execute(sql`rollback to savepoint pool_insert`);
    return insert('skip');
  }
}

async function insertStatement(
  db: Executor,
  owner: number,
  entryDate: string,
  leads: string,
  timeline: 'with events' | 'without events',
  taken: 'fail' | 'skip',
): Promise<number> {
  const events =
    timeline === 'with events'
      ? sql`, events as (${leadEventsOf(sql`inserted`, { type: 'imported', actorId: owner })})`
      : sql``;
  const skipTaken =
    taken === 'skip' ? sql`on conflict (mobile_no) where deleted_at is null do nothing` : sql``;
  const { rows } = await db.execute<{ inserted: number }>(sql`
    with inserted as (
      insert into leads (user_id, recorded_by, entry_date, company_name, owner_name, mobile_no, gst_no,
        business_type, address, city_id, pincode, product, requirements, next_date, status_id)
      select ${owner}, ${owner}, ${entryDate}::date, r."CompanyName", r."OwnerName", r."MobileNo", r."GSTNo",
        r."BusinessType", r."Address", r."CityId", r."Pincode", r."Product", r."Requirements",
        r."NextDate", r."StatusId"
      from json_to_recordset(${leads}::json) as r("CompanyName" text,
        "OwnerName" text, "MobileNo" text, "GSTNo" text, "BusinessType" text, "Address" text,
        "CityId" int, "Pincode" text, "Product" text, "Requirements" text, "NextDate" date,
        "StatusId" int)
      ${skipTaken}
      returning id
    )${events}
    select count(*)::int as inserted from inserted`);
  return rows[0]!.inserted;
}

/**
 * Refreshes the planner's statistics of `leads` after a bulk write. An import's rows share one
 * status and date the last ANALYZE never saw; until autovacuum comes round (a minute or more), the
 * planner takes them for a handful and plans the lists around an index that returns them all.
 * Only the columns the lists filter and order by: the long texts' statistics (names, the search
 * text, addresses) took most of ANALYZE's 0.45 s at 3,00,000 leads, and autovacuum refreshes them.
 */
export async function refreshLeadStatistics(db: Executor): Promise<void> {
  await db.execute(
    sql`analyze leads (id, user_id, status_id, next_date, entry_date, deleted_at, city_id, updated_at)`,
  );
}
