import { and, count, desc, eq, gt, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { LeadListItem, LeadSort } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { bindValues, preparedByShape } from '../../lib/prepared';
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
  /**
   * LIKE patterns, already escaped: `%term%` (matched case-insensitively on the names); and the
   * term as typed, whose phonetic key (`phonetic_key`, migration 0037) finds a name written in
   * another script (issue 45: "Patel" finds "પટેલ ઓટો").
   */
  search?: { text: string; digits?: string; term?: string };
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
        filter.search.term === undefined
          ? undefined
          : sql`(phonetic_key(${filter.search.term}) <> '' and ${leads.searchText} like '%' || phonetic_key(${filter.search.term}) || '%')`,
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

/**
 * The filter with each value swapped for a named placeholder, the values by name, and the shape
 * (which fields are set, the date's comparison): queries on it are prepared once per shape.
 */
function boundFilter(filter: LeadFilter) {
  const binding = bindValues();
  const { bind } = binding;
  const bound: LeadFilter = {
    mainStatuses: filter.mainStatuses.map((main, index) => bind(`main${index}`, main)),
  };
  if (filter.ownerId !== undefined) bound.ownerId = bind('ownerId', filter.ownerId);
  if (filter.subStatusId !== undefined) bound.subStatusId = bind('subId', filter.subStatusId);
  if (filter.subStatusName !== undefined) bound.subStatusName = bind('sub', filter.subStatusName);
  if (filter.nextDate) {
    bound.nextDate = { op: filter.nextDate.op, day: bind('day', filter.nextDate.day) };
  }
  if (filter.search) {
    const { text, digits, term } = filter.search;
    bound.search = { text: bind('text', text) };
    if (term !== undefined) bound.search.term = bind('term', term);
    if (digits !== undefined) bound.search.digits = bind('digits', digits);
  }
  // A search is planned for its term each time (see preparedByShape); the rest by shape.
  const shape = filter.search ? null : `${binding.names()}|${filter.nextDate?.op ?? ''}`;
  return { bound, binding, shape };
}

type Binding = ReturnType<typeof bindValues>;

/** Whether the filter names a status by `lead_statuses`' columns (so a count must join it). */
const namesStatus = (filter: LeadFilter) =>
  filter.mainStatuses.length > 0 || filter.subStatusName !== undefined;

/**
 * The count of a (bound) filter's leads, not yet prepared. Without a search term it reads the
 * counts kept by triggers (a few hundred or thousand rows), not the leads themselves. With one,
 * and a `cap`, matches are counted up to `cap` + 1: a broad term stops early instead of checking
 * every lead.
 */
function countQuery(db: Executor, filter: LeadFilter, bound: LeadFilter, limit?: number) {
  if (filter.search) {
    const matching = db
      .select({ one: sql`1` })
      .from(leads)
      .$dynamic();
    if (namesStatus(filter)) matching.innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId));
    matching.where(leadConditions(bound));
    const matches = (limit === undefined ? matching : matching.limit(limit)).as('matches');
    return db.select({ value: count() }).from(matches);
  }
  const counts = filter.ownerId === undefined ? leadViewTotals : leadViewCounts;
  return db
    .select({ value: sql<number>`coalesce(sum(${counts.leads}), 0)`.mapWith(Number) })
    .from(counts)
    .innerJoin(leadStatuses, eq(leadStatuses.id, counts.statusId))
    .where(and(...viewConditions(bound, counts)));
}

const capLimit = (binding: Binding, cap?: number) =>
  cap === undefined ? undefined : binding.bind('cap', cap + 1);

/** How many leads the filter matches (up to `cap` + 1 for a search, when `cap` is given). */
export async function countLeadRows(
  db: Executor,
  filter: LeadFilter,
  cap?: number,
): Promise<number> {
  const { bound, binding, shape } = boundFilter(filter);
  const limit = capLimit(binding, cap);
  const query = preparedByShape(
    db,
    shape && `leads-count|${limit ? 'capped' : ''}|${shape}`,
    (name) => countQuery(db, filter, bound, limit).prepare(name),
  );
  const [row] = await query.execute(binding.values);
  return row?.value ?? 0;
}

/** A select of `leads` narrowed to the bound filter's page in the order asked for. */
function pageOf<Query extends PgSelect>(
  query: Query,
  bound: LeadFilter,
  page: { limit: number; offset: number },
  sort: LeadSort,
): Query {
  // A dynamic select changes itself in place (each call returns it): the joins keep its type.
  query
    .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
    .innerJoin(users, eq(users.id, leads.userId))
    .leftJoin(cities, eq(cities.id, leads.cityId))
    .where(leadConditions(bound))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
  return query;
}

/** Rows in the order asked for (newest lead first by default), without a count. */
export function listLeadRows(
  db: Executor,
  filter: LeadFilter,
  page: { limit: number; offset: number },
  sort: LeadSort = 'Newest',
): Promise<LeadListItem[]> {
  const { bound, binding, shape } = boundFilter(filter);
  const window = {
    limit: binding.bind('limit', page.limit),
    offset: binding.bind('offset', page.offset),
  };
  const query = preparedByShape(db, shape && `leads-list|${sort}|${shape}`, (name) =>
    pageOf(db.select(listColumns).from(leads).$dynamic(), bound, window, sort).prepare(name),
  );
  return query.execute(binding.values);
}

/**
 * One page and how many leads the filter matches (counted as `countLeadRows` does), in one
 * statement: the count rides on each row as a column PostgreSQL works out once. Only a page
 * past the end, which has no row to carry it, asks for the count on its own.
 */
export async function listLeadPage(
  db: Executor,
  filter: LeadFilter,
  page: { limit: number; offset: number },
  sort: LeadSort,
  cap?: number,
): Promise<{ rows: LeadListItem[]; total: number }> {
  const { bound, binding, shape } = boundFilter(filter);
  const window = {
    limit: binding.bind('limit', page.limit),
    offset: binding.bind('offset', page.offset),
  };
  const limit = capLimit(binding, cap);
  const query = preparedByShape(
    db,
    shape && `leads-page|${sort}|${limit ? 'capped' : ''}|${shape}`,
    (name) => {
      const total = sql<number>`(${countQuery(db, filter, bound, limit)})`.mapWith(Number);
      const columns = { ...listColumns, total };
      return pageOf(db.select(columns).from(leads).$dynamic(), bound, window, sort).prepare(name);
    },
  );
  const counted = await query.execute(binding.values);
  if (counted.length === 0) return { rows: [], total: await countLeadRows(db, filter, cap) };
  return {
    rows: counted.map(({ total: _total, ...row }: LeadListItem & { total: number }) => row),
    total: counted[0]!.total,
  };
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
