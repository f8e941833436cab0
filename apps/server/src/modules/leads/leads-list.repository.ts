import { and, count, desc, eq, gt, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LeadListItem, LeadSort } from '@yaar/shared';
import type { Executor } from '../../db/client';
import {
  cities,
  leadStatuses,
  leadViewCounts,
  leadViewTotals,
  leads,
  users,
} from '../../db/schema';

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
export function viewConditions(
  filter: Omit<LeadFilter, 'search'>,
  columns: FilteredColumns,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.ownerId !== undefined && columns.userId)
    conditions.push(eq(columns.userId, filter.ownerId));
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

/** What every answer about a lead starts with: who it is and whose it is. */
export const leadIdentityColumns = {
  id: leads.id,
  CompanyName: leads.companyName,
  OwnerName: leads.ownerName,
  MobileNo: leads.mobileNo,
  UserId: leads.userId,
  UserName: employeeName,
};

const listColumns = {
  ...leadIdentityColumns,
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

const SORT_COLUMNS = {
  NextDate: leads.nextDate,
  EntryDate: leads.entryDate,
  CompanyName: leads.companyName,
  UpdatedAt: leads.updatedAt,
} as const;

/** ORDER BY for a sort, the newest lead breaking ties; leads without a NextDate last either way. */
function orderOf(sort: LeadSort): SQL[] {
  if (sort === 'Newest') return [desc(leads.id)];
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const direction = sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, desc(leads.id)];
}

/** One page of the list in the order asked for (newest lead first by default). */
export const listLeadRows = (
  db: Executor,
  filter: LeadFilter,
  page: { limit: number; offset: number },
  sort: LeadSort = 'Newest',
): Promise<LeadListItem[]> =>
  db
    .select(listColumns)
    .from(leads)
    .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
    .innerJoin(users, eq(users.id, leads.userId))
    .leftJoin(cities, eq(cities.id, leads.cityId))
    .where(leadConditions(filter))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);

/**
 * How many leads the filter matches. Without a search term the answer comes from the counts kept
 * by triggers (a few hundred or thousand rows), not from counting the leads themselves. With one,
 * and a `cap`, matches are counted up to `cap` + 1: a broad term stops early instead of checking
 * every lead.
 */
export async function countLeadRows(
  db: Executor,
  filter: LeadFilter,
  cap?: number,
): Promise<number> {
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

/** Every column of the export for the filter's leads, newest first (read through a cursor). */
export const exportQuery = (filter: LeadFilter) => sql`
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
