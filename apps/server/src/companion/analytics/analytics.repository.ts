import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnalyticsCompany, AnalyticsUser, CompanyFilter } from '@yaar/shared';
import type { Database, Executor } from '../../db/client';
import {
  analyticsZone,
  appUsers,
  companies,
  licenceExpiry,
  registrationDays,
  remindersSent,
} from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { withPage, type PageWindow } from '../../lib/paging';
import { inDayRange } from '../../lib/rows';

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
const companyColumns = (reminderCount: SQL<number>, timeZone: string) =>
  apiColumns({
    id: c.id,
    Name: c.name,
    MobileNo: c.phoneNo,
    ReminderCount: reminderCount,
    EntryDate: dayOf(c.createdAt, timeZone),
    owner: sql<AnalyticsCompany['owner']>`json_build_object(
      'FirstName', split_part(${owner.name}, ' ', 1),
      'LastName', trim(substr(${owner.name}, length(split_part(${owner.name}, ' ', 1)) + 1)),
      'LicenseKey', ${licenceExpiry.expiresOn}::text)`,
  } satisfies Record<keyof AnalyticsCompany, unknown>);

/** Companies with their owner and licence, each with `reminderCount`. */
const companiesWith = (db: Executor, reminderCount: SQL<number>, timeZone: string) =>
  db
    .select(companyColumns(reminderCount, timeZone))
    .from(c)
    .innerJoin(owner, eq(owner.id, c.ownerId))
    .leftJoin(licenceExpiry, ownerLicence)
    .$dynamic();

/** One company's reminders within the range, read through its index (a page of companies). */
const remindersOf = (range: DayRange) =>
  sql<number>`(select count(*)::int from ${remindersSent}
    where ${remindersSent.companyId} = ${c.id} and ${withinDays(remindersSent.sentAt, range) ?? sql`true`})`;

/** The dashboard's companies: registered within the range, of one licence state, newest first. */
export function registeredCompanies(
  db: Executor,
  range: DayRange,
  filter: CompanyFilter,
  today: string,
  page?: PageWindow,
) {
  return withPage(
    companiesWith(db, remindersOf(range), range.timeZone)
      .where(and(withinDays(c.createdAt, range), licenceState(filter, today)))
      .orderBy(desc(c.createdAt), desc(c.id)),
    page,
  );
}

/** Companies and app users registered within the range, from the trigger-kept days. */
export async function countRegistrations(db: Executor, range: DayRange) {
  const d = registrationDays;
  const [row] = await db
    .select({
      companies: sql<number>`coalesce(sum(${d.companies}), 0)::int`,
      appUsers: sql<number>`coalesce(sum(${d.appUsers}), 0)::int`,
    })
    .from(d)
    .where(inDayRange(d.day, range.from, range.to));
  return row!;
}

/** How many of the companies registered within the range have a running licence on `today`. */
export async function countActiveCompanies(db: Executor, range: DayRange, today: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .innerJoin(owner, eq(owner.id, c.ownerId))
    .innerJoin(licenceExpiry, ownerLicence)
    .where(and(licenceState('Active', today), withinDays(c.createdAt, range)));
  return row!.n;
}

/**
 * Start-up: the registration days are counted in BUSINESS_TZ. When it changed since they were
 * counted, they are counted again, in one transaction.
 */
export async function alignRegistrationDays(db: Database, timeZone: string) {
  await db.transaction(async (tx) => {
    const [zone] = await tx.select().from(analyticsZone).for('update');
    if (zone?.timeZone === timeZone) return;
    await tx.delete(analyticsZone);
    await tx.insert(analyticsZone).values({ timeZone });
    await tx.delete(registrationDays);
    await tx.execute(sql`
      insert into ${registrationDays} (day, companies, app_users)
      select day, sum(c)::int, sum(u)::int from (
        select (${c.createdAt} at time zone ${timeZone})::date as day, 1 as c, 0 as u from ${c}
        union all
        select (${appUsers.createdAt} at time zone ${timeZone})::date, 0, 1 from ${appUsers}
      ) as registered group by day`);
  });
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
  const reminders = remindersWithin(db, range);
  const sent = sql<number>`coalesce(${reminders.sent}, 0)`;
  return withPage(
    companiesWith(db, sent, range.timeZone)
      .leftJoin(reminders, eq(reminders.companyId, c.id))
      .where(and(licenceState('Active', today), searchOf(search)))
      .orderBy(desc(sent), c.name, c.id),
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
