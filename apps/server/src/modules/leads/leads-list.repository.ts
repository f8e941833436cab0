import { and, count, desc, eq, gt, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LeadListItem } from '@yaar/shared';
import type { Database, Executor } from '../../db/client';
import { cities, leadStatuses, leadViewCounts, leadViewTotals, leads, users } from '../../db/schema';

/** Which live leads a list, a count or an export covers. Every field narrows; all must hold. */
export interface LeadFilter {
  /** Staff: always their own id (DESIGN §3). Admin: the employee picked with ByUser. */
  ownerId?: number;
  mainStatuses: string[];
  subStatusId?: number;
  subStatusName?: string;
  nextDate?: { op: 'before' | 'on' | 'after'; day: string };
  /** LIKE patterns, already escaped: `%term%` (matched case-insensitively on the names). */
  search?: { text: string; digits?: string };
}

type FilteredColumns = { userId?: PgColumn; statusId: PgColumn; nextDate: PgColumn };

/**
 * Owner, status and next-date conditions, on `leads` or on its counts (`lead_view_counts`, or
 * `lead_view_totals` when there is no owner), joined to `lead_statuses`.
 */
export function viewConditions(filter: Omit<LeadFilter, 'search'>, columns: FilteredColumns): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.ownerId !== undefined && columns.userId) conditions.push(eq(columns.userId, filter.ownerId));
  for (const main of filter.mainStatuses) conditions.push(eq(leadStatuses.mainStatus, main));
  if (filter.subStatusId !== undefined) conditions.push(eq(columns.statusId, filter.subStatusId));
  if (filter.subStatusName !== undefined) {
    conditions.push(eq(leadStatuses.subStatus, filter.subStatusName));
  }
  if (filter.nextDate) {
    const compare = { before: lt, on: eq, after: gt }[filter.nextDate.op];
    conditions.push(compare(columns.nextDate, filter.nextDate.day));
  }
  return conditions;
}

/** The WHERE of a lead list; the query must join `lead_statuses`. */
export function leadConditions(filter: LeadFilter): SQL {
  const conditions = [isNull(leads.deletedAt), ...viewConditions(filter, leads)];
  if (filter.search) {
    conditions.push(
      or(
        // lower() on both sides in SQL, so the term is folded exactly as the stored names are.
        sql`${leads.searchText} like lower(${filter.search.text})`,
        filter.search.digits === undefined ? undefined : like(leads.mobileNo, filter.search.digits),
      ),
    );
  }
  return and(...conditions)!;
}

export const employeeName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const listColumns = {
  id: leads.id,
  CompanyName: leads.companyName,
  OwnerName: leads.ownerName,
  MobileNo: leads.mobileNo,
  UserId: leads.userId,
  UserName: employeeName,
  CityName: cities.name,
  Product: leads.product,
  EntryDate: leads.entryDate,
  NextDate: leads.nextDate,
  status: {
    MainStatus: leadStatuses.mainStatus,
    SubStatus: leadStatuses.subStatus,
    StatusId: leadStatuses.id,
  },
};

/** One page of the list, newest lead first. */
export const listLeadRows = (
  db: Executor,
  filter: LeadFilter,
  page: { limit: number; offset: number },
): Promise<LeadListItem[]> =>
  db
    .select(listColumns)
    .from(leads)
    .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
    .innerJoin(users, eq(users.id, leads.userId))
    .leftJoin(cities, eq(cities.id, leads.cityId))
    .where(leadConditions(filter))
    .orderBy(desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);

/**
 * How many leads the filter matches. Without a search term the answer comes from the counts kept
 * by triggers (a few hundred or thousand rows), not from counting the leads themselves. With one,
 * and a `cap`, matches are counted up to `cap` + 1: a broad term stops early instead of checking
 * every lead.
 */
export async function countLeadRows(db: Executor, filter: LeadFilter, cap?: number): Promise<number> {
  if (filter.search) {
    const query = db
      .select({ one: sql`1` })
      .from(leads)
      .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
      .where(leadConditions(filter));
    const matches = (cap === undefined ? query : query.limit(cap + 1)).as('matches');
    const [row] = await db.select({ value: count() }).from(matches);
    return row?.value ?? 0;
  }
  const counts = filter.ownerId === undefined ? leadViewTotals : leadViewCounts;
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${counts.leads}), 0)`.mapWith(Number) })
    .from(counts)
    .innerJoin(leadStatuses, eq(leadStatuses.id, counts.statusId))
    .where(and(...viewConditions(filter, counts)));
  return row?.value ?? 0;
}

/** The export's columns, in order: [header, SQL alias]. */
export const EXPORT_COLUMNS = [
  ['Company Name', 'company_name'],
  ['Owner Name', 'owner_name'],
  ['Mobile No', 'mobile_no'],
  ['Employee', 'employee'],
  ['Main Status', 'main_status'],
  ['Sub Status', 'sub_status'],
  ['Business Type', 'business_type'],
  ['GST No', 'gst_no'],
  ['Address', 'address'],
  ['City', 'city'],
  ['State', 'state'],
  ['Pincode', 'pincode'],
  ['Product', 'product'],
  ['Entry Date', 'entry_date'],
  ['Next Date', 'next_date'],
  ['Remarks', 'requirements'],
  ['Location', 'location'],
  ['Ref Mobile No', 'ref_mobile_no'],
] as const;
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number][1], string | null>;

const exportQuery = (filter: LeadFilter) => sql`
  select leads.company_name, leads.owner_name, leads.mobile_no,
    users.first_name || ' ' || users.last_name as employee,
    lead_statuses.main_status, lead_statuses.sub_status, leads.business_type, leads.gst_no,
    leads.address, cities.name as city, states.name as state, leads.pincode, leads.product,
    leads.entry_date, leads.next_date, leads.requirements, leads.location, leads.ref_mobile_no
  from leads
  join lead_statuses on lead_statuses.id = leads.status_id
  join users on users.id = leads.user_id
  left join cities on cities.id = leads.city_id
  left join states on states.id = cities.state_id
  where ${leadConditions(filter)}
  order by leads.id desc`;

/**
 * Every row of the filter, `batchSize` at a time, from a server-side cursor: the whole result is
 * never in memory. Runs in its own transaction (a cursor lives in one); `onBatch` may wait.
 */
export async function forEachExportBatch(
  db: Database,
  filter: LeadFilter,
  batchSize: number,
  onBatch: (rows: ExportRow[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare leads_export no scroll cursor for ${exportQuery(filter)}`);
    for (;;) {
      const { rows } = await tx.execute<ExportRow>(
        sql`fetch forward ${sql.raw(String(batchSize))} from leads_export`,
      );
      if (rows.length === 0) break;
      await onBatch(rows);
      if (rows.length < batchSize) break;
    }
    await tx.execute(sql`close leads_export`);
  }, { accessMode: 'read only' });
}
