import { sql } from 'drizzle-orm';
import { BUSINESS_TYPES, PRODUCTS } from '@yaar/shared';
import type { Database } from '../client';
import { intArray, textArray } from '../sql-arrays';

const COMPANY_FIRST = [
  'Shree',
  'Om',
  'Jay',
  'Krishna',
  'Sai',
  'Maruti',
  'Ganesh',
  'Ambika',
  'Mahadev',
  'Balaji',
  'Umiya',
  'Sardar',
  'Royal',
  'Star',
  'New',
  'Prime',
];
const COMPANY_SECOND = [
  'Auto Care',
  'Motors',
  'Tyres',
  'Service Station',
  'Wheel Alignment',
  'Auto Garage',
  'Car Spa',
  'PUC Centre',
  'Insurance Point',
  'Builders',
  'Constructions',
  'Infra',
  'Enterprise',
  'Traders',
  'Automobiles',
  'Car Wash',
];
/** Owners' first and last names (the bench searches them). */
export const FIRST_NAMES = [
  'Ramesh',
  'Suresh',
  'Mehul',
  'Nilesh',
  'Kiran',
  'Asha',
  'Bhavna',
  'Chirag',
  'Dev',
  'Esha',
  'Farhan',
  'Gita',
  'Hardik',
  'Jignesh',
  'Komal',
  'Manish',
  'Nisha',
  'Paresh',
  'Rina',
  'Vijay',
];
export const LAST_NAMES = [
  'Patel',
  'Shah',
  'Desai',
  'Mehta',
  'Joshi',
  'Parmar',
  'Solanki',
  'Chauhan',
  'Trivedi',
  'Vyas',
  'Rana',
  'Bhatt',
];
const CITY_NAMES = [
  'Ahmedabad',
  'Surat',
  'Vadodara',
  'Rajkot',
  'Gandhinagar',
  'Bhavnagar',
  'Jamnagar',
  'Anand',
];
const ROADS = [
  'Station Road',
  'CG Road',
  'SG Highway',
  'Ring Road',
  'Ashram Road',
  'Market Yard',
  'GIDC Estate',
  'Main Bazaar',
];
const REMARKS = [
  'Wants a demo of billing',
  'Asked for a quotation',
  'Owner not available, call back',
  'Using another software, renewal due soon',
  'Interested in job cards and reminders',
  'Needs GST invoices and stock',
  'Will discuss with partner',
  'Demo done, waiting for decision',
];

export interface GenerateLeadsOptions {
  /** How many leads to insert. */
  count: number;
  /** Owners, picked at random for each lead (at least one id of an existing user). */
  users: readonly number[];
  /** Same seed, same data (given the same users and the same starting database). Default 1. */
  seed?: number;
  /** The business day the dates are spread around (`YYYY-MM-DD`). Default: today in Asia/Kolkata. */
  today?: string;
  /** Mobile numbers of companion app users, used as 'Ref From' of Customer Reference leads. */
  refMobiles?: readonly string[];
}

const kolkataToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * Inserts `count` leads with 0–3 follow-ups each in one set-based statement (generate_series and
 * PostgreSQL's seeded random(), no per-row round trips), spread over all six views: about 30 %
 * Completed; of the Pending ones about 12 % due today, the rest from 30 days overdue to 30 days
 * ahead, one in eight 'Customer Reference'. Mobile numbers are new, 6…, above any already used.
 * Leads get no files. For the demo seed and the 200,000-lead benchmark.
 */
export async function generateLeads(
  db: Database,
  options: GenerateLeadsOptions,
): Promise<{ leads: number; followUps: number }> {
  const { count, users, seed = 1, today = kolkataToday(), refMobiles = [] } = options;
  if (users.length === 0) throw new Error('generateLeads needs at least one user id');
  if (!Number.isInteger(count) || count < 0) throw new Error('generateLeads needs a count >= 0');
  const pick = (list: readonly string[], draw: string) =>
    sql`(${textArray(list)})[1 + floor(${sql.raw(draw)} * ${list.length})::int]`;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${(((seed % 1000) + 1000) % 1000) / 1000})`);
    const inserted = await tx.execute<{ leads: number; follow_ups: number }>(sql`
      with s as (
        select array_agg(id order by id) filter (where main_status = 'Pending') as pending,
               array_agg(id order by id) filter (where main_status = 'Completed') as completed
        from lead_statuses
      ),
      c as (
        select array_agg(cities.id order by cities.id) as ids
        from cities join states on states.id = cities.state_id
        where states.name = 'Gujarat' and cities.name = any(${textArray(CITY_NAMES)})
      ),
      base as (
        -- Generated leads number up from 60 0000 0001; tests' own leads (test/leads.ts) use 61… to 69….
        select coalesce(max(mobile_no::bigint), 6000000000) as start
        from leads where mobile_no ~ '^60[0-9]{8}$'
      ),
      draw as (
        select n, random() as r_user, random() as r_main, random() as r_sub, random() as r_today,
               random() as r_next, random() as r_entry, random() as r_c1, random() as r_c2,
               random() as r_first, random() as r_last, random() as r_city, random() as r_type,
               random() as r_product, random() as r_gst, random() as r_road, random() as r_req,
               random() as r_lat, random() as r_lng, random() as r_ref
        from generate_series(1, ${count}::int) as n
      ),
      lead_rows as (
        select d.*,
          (${intArray(users)})[1 + floor(d.r_user * ${users.length})::int] as user_id,
          case when d.r_main < 0.3 then s.completed[1 + floor(d.r_sub * cardinality(s.completed))::int]
               else s.pending[1 + floor(d.r_sub * cardinality(s.pending))::int] end as status_id,
          case when d.r_today < 0.12 then ${today}::date
               else ${today}::date + (floor(d.r_next * 61)::int - 30) end as next_date
        from draw d cross join s
      ),
      inserted as (
        insert into leads (user_id, recorded_by, company_name, owner_name, mobile_no, gst_no, business_type,
          address, city_id, pincode, product, entry_date, next_date, requirements, status_id,
          location, location_accuracy, location_taken_at, ref_mobile_no, created_at, updated_at)
        select r.user_id, r.user_id,
          ${pick(COMPANY_FIRST, 'r.r_c1')} || ' ' || ${pick(COMPANY_SECOND, 'r.r_c2')},
          ${pick(FIRST_NAMES, 'r.r_first')} || ' ' || ${pick(LAST_NAMES, 'r.r_last')},
          (base.start + r.n)::text,
          case when r.r_gst < 0.3 then '24' || upper(substr(md5(r.n::text || ${seed}::text), 1, 10)) || '1Z5' else '' end,
          ${pick(BUSINESS_TYPES, 'r.r_type')},
          (1 + floor(r.r_road * 300)::int)::text || ', ' || ${pick(ROADS, 'r.r_road')},
          c.ids[1 + floor(r.r_city * cardinality(c.ids))::int],
          (380001 + floor(r.r_road * 60)::int)::text,
          ${pick(PRODUCTS, 'r.r_product')},
          least(r.next_date, ${today}::date) - floor(r.r_entry * 60)::int,
          r.next_date,
          ${pick(REMARKS, 'r.r_req')},
          r.status_id,
          round((22.95 + r.r_lat * 0.15)::numeric, 5)::text || ',' || round((72.50 + r.r_lng * 0.15)::numeric, 5)::text,
          round((5 + r.r_lat * 25)::numeric, 1)::float8,
          (least(r.next_date, ${today}::date) - floor(r.r_entry * 60)::int)::timestamp + interval '11 hours',
          case when cardinality(${textArray(refMobiles)}) > 0 and r.r_ref < 0.5
               then (${textArray(refMobiles)})[1 + floor(r.r_ref * 2 * cardinality(${textArray(refMobiles)}))::int]
               else '' end,
          (least(r.next_date, ${today}::date) - floor(r.r_entry * 60)::int)::timestamp + interval '11 hours',
          now()
        from lead_rows r cross join base cross join c
        returning id, user_id, status_id, entry_date, next_date
      ),
      follow_up_rows as (
        insert into follow_ups (lead_id, user_id, follow_up_date, next_date, status_id, remarks, created_at)
        select i.id, i.user_id,
          i.entry_date + floor(span.days * k / total.n)::int,
          case when k = total.n then i.next_date else i.entry_date + floor(span.days * (k + 1) / total.n)::int end,
          case when k = total.n then i.status_id else s.pending[1 + (i.id + k) % cardinality(s.pending)] end,
          (${textArray(REMARKS)})[1 + (i.id * 3 + k) % ${REMARKS.length}],
          (i.entry_date + floor(span.days * k / total.n)::int)::timestamp + interval '15 hours'
        from inserted i
        cross join s
        cross join lateral (select greatest(least(i.next_date, ${today}::date) - i.entry_date, 0) as days) span
        cross join lateral (select (abs(hashint4(i.id + ${seed}::int)) % 4) as n) total
        cross join lateral generate_series(1, total.n) as k
        returning 1
      )
      select (select count(*) from inserted) as leads, (select count(*) from follow_up_rows) as follow_ups`);
    const row = inserted.rows[0]!;
    return { leads: Number(row.leads), followUps: Number(row.follow_ups) };
  });
  await db.execute(sql`analyze leads`);
  await db.execute(sql`analyze follow_ups`);
  return result;
}
