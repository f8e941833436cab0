import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { AnalyticsCompany, AnalyticsUser, CompanyFilter } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { appUsers, companies, licenceExpiry, remindersSent } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { withPage, type PageWindow } from '../../lib/paging';

/** A range of business days, read in the business time zone; an open end is unbounded. */
export interface DayRange {
  from?: string;
  to?: string;
  timeZone: string;
}

/** `column` (a timestamptz) within the range's days. */
const withinDays = (column: AnyColumn, range: DayRange) =>
  and(
    range.from
      ? sql`${column} >= (${range.from}::date)::timestamp at time zone ${range.timeZone}`
      : undefined,
    range.to
      ? sql`${column} < (${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`
      : undefined,
  );

const dayOf = (column: AnyColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

const c = companies;
const owner = appUsers;
/** The owner's OYaar licence, published by the licences module (DESIGN §7). */
const ownerLicence = and(
  eq(licenceExpiry.product, 'OYaar'),
  eq(licenceExpiry.mobileNo, owner.mobileNo),
);

/** Whether the company's owner's licence runs on `today` (Active) or not (Expired, or none). */
const licenceState = (filter: CompanyFilter, today: string) =>
  filter === 'Active'
    ? sql`${licenceExpiry.expiresOn} >= ${today}::date`
    : filter === 'Expired'
      ? sql`(${licenceExpiry.expiresOn} is null or ${licenceExpiry.expiresOn} < ${today}::date)`
      : undefined;

/** Reminders each company sent within the range, as a joinable subquery. */
const remindersWithin = (db: Executor, range: DayRange) =>
  db
    .select({
      companyId: remindersSent.companyId,
      sent: sql<number>`count(*)::int`.as('sent'),
    })
    .from(remindersSent)
    .where(withinDays(remindersSent.sentAt, range))
    .groupBy(remindersSent.companyId)
    .as('reminders_within');

/** A company under its API names (spec 1 §3, spec 2 §3), the owner nested as the spec shows it. */
const companyColumns = (reminders: ReturnType<typeof remindersWithin>, timeZone: string) =>
  apiColumns({
    id: c.id,
    Name: c.name,
    MobileNo: c.phoneNo,
    ReminderCount: sql<number>`coalesce(${reminders.sent}, 0)`,
    EntryDate: dayOf(c.createdAt, timeZone),
    owner: sql<AnalyticsCompany['owner']>`json_build_object(
      'FirstName', split_part(${owner.name}, ' ', 1),
      'LastName', trim(substr(${owner.name}, length(split_part(${owner.name}, ' ', 1)) + 1)),
      'LicenseKey', ${licenceExpiry.expiresOn}::text)`,
  } satisfies Record<keyof AnalyticsCompany, unknown>);

/** Companies with their owner and licence, and reminders counted over `reminderRange`. */
const companiesWith = (db: Executor, reminderRange: DayRange) => {
  const reminders = remindersWithin(db, reminderRange);
  return {
    reminders,
    query: db
      .select(companyColumns(reminders, reminderRange.timeZone))
      .from(c)
      .innerJoin(owner, eq(owner.id, c.ownerId))
      .leftJoin(licenceExpiry, ownerLicence)
      .leftJoin(reminders, eq(reminders.companyId, c.id))
      .$dynamic(),
  };
};

/** The dashboard's companies: registered within the range, of one licence state, newest first. */
export function registeredCompanies(
  db: Executor,
  range: DayRange,
  filter: CompanyFilter,
  today: string,
  page?: PageWindow,
) {
  const { query } = companiesWith(db, range);
  return withPage(
    query
      .where(and(withinDays(c.createdAt, range), licenceState(filter, today)))
      .orderBy(desc(c.createdAt), desc(c.id)),
    page,
  );
}

/** How many companies registered within the range, and how many of them have a running licence. */
export async function countCompanies(db: Executor, range: DayRange, today: string) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${licenceExpiry.expiresOn} >= ${today}::date))::int`,
    })
    .from(c)
    .innerJoin(owner, eq(owner.id, c.ownerId))
    .leftJoin(licenceExpiry, ownerLicence)
    .where(withinDays(c.createdAt, range));
  return row!;
}

const u = appUsers;
const userColumns = (timeZone: string) =>
  apiColumns({
    id: u.id,
    Name: u.name,
    MobileNo: u.mobileNo,
    EntryDate: dayOf(u.createdAt, timeZone),
  } satisfies Record<keyof AnalyticsUser, unknown>);

/** App users registered within the range, newest first. */
export const registeredUsers = (db: Executor, range: DayRange, page?: PageWindow) =>
  withPage(
    db
      .select(userColumns(range.timeZone))
      .from(u)
      .where(withinDays(u.createdAt, range))
      .orderBy(desc(u.createdAt), desc(u.id))
      .$dynamic(),
    page,
  );

export const countUsers = async (db: Executor, range: DayRange) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(u)
      .where(withinDays(u.createdAt, range))
  )[0]!.n;

/** A reminder search: the company's name or phone, the owner's name or mobile. */
const searchOf = (search: string) => {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(${c.name} ilike ${pattern} or ${c.phoneNo} like ${pattern} or ${owner.name} ilike ${pattern} or ${owner.mobileNo} like ${pattern})`;
};

/**
 * Reminder analytics (spec 2 §9): companies whose owner's licence runs today or later, with the
 * reminders sent within the range; most reminders first.
 */
export function liveCompanyReminders(
  db: Executor,
  range: DayRange,
  search: string,
  today: string,
  page?: PageWindow,
) {
  const { query, reminders } = companiesWith(db, range);
  return withPage(
    query
      .where(and(licenceState('Active', today), searchOf(search)))
      .orderBy(sql`coalesce(${reminders.sent}, 0) desc`, c.name, c.id),
    page,
  );
}

export const countLiveCompanies = async (db: Executor, search: string, today: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(c)
      .innerJoin(owner, eq(owner.id, c.ownerId))
      .leftJoin(licenceExpiry, ownerLicence)
      .where(and(licenceState('Active', today), searchOf(search)))
  )[0]!.n;
