import { sql, type SQL } from 'drizzle-orm';
import { addDays, type TransactionType } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { licenceNotices } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';

/** A licence due for renewal as the list, the export and the dashboard read it. */
export interface DueRow {
  id: number;
  Product: string;
  Name: string;
  MobileNo: string;
  LicenseKey: string;
  ProductCharges: string;
  ServerCharges: string;
  CustomerState: string;
  NoticesSent: number;
  NoReminders: number;
  EmployeeName: string;
}

/** The sales that make an employee the licence's salesperson. */
const SOLD_BY: TransactionType[] = ['Purchase', 'Renewal'];
const sold = sql.join(
  SOLD_BY.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Licences expiring from `from` to `to` (whole days), soonest first, with their notices for that
 * expiry and who sold them: the employee of the latest live purchase or renewal. `soldBy` keeps
 * those of one employee (the dashboard).
 */
export function dueQuery(from: string, to: string, soldBy?: number, window?: PageWindow): SQL {
  const seller = soldBy === undefined ? sql`` : sql`and s.employee_id = ${soldBy}`;
  const page = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  return sql`
    select l.id, l.product as "Product", l.name as "Name", l.mobile_no as "MobileNo",
      l.expires_on::text as "LicenseKey", l.product_charges::text as "ProductCharges",
      l.server_charges::text as "ServerCharges", l.customer_state as "CustomerState",
      (select count(*) from licence_notices n
        where n.licence_id = l.id and n.expires_on = l.expires_on)::int as "NoticesSent",
      l.no_reminders::int as "NoReminders",
      coalesce(trim(u.first_name || ' ' || u.last_name), '') as "EmployeeName"
    from licences l
    left join lateral (
      select t.employee_id from licence_transactions t
       where t.licence_id = l.id and t.deleted_at is null and t.tran_type in (${sold})
       order by t.id desc limit 1) s on true
    left join users u on u.id = s.employee_id
    where l.expires_on between ${from}::date and ${to}::date ${seller}
    order by l.expires_on, l.id ${page}`;
}

export async function listDue(db: Executor, query: SQL): Promise<DueRow[]> {
  return (await db.execute<DueRow & Record<string, unknown>>(query)).rows;
}

export async function countDue(db: Executor, from: string, to: string, soldBy?: number) {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from (${dueQuery(from, to, soldBy)}) due`,
  );
  return rows[0]?.count ?? 0;
}

/** A licence owed a notice on `day`. */
export interface NoticeCandidate {
  id: number;
  product: string;
  mobileNo: string;
  expiresOn: string;
  productCharges: string;
  serverCharges: string;
  customerState: string;
}

/**
 * Licences whose expiry is one of `daysBefore` days after `day`, not marked "no reminders", with
 * that notice not yet sent (the claim decides for sure: two runs at once may both list one).
 */
export async function noticeCandidates(
  db: Executor,
  day: string,
  daysBefore: readonly number[],
): Promise<NoticeCandidate[]> {
  const expiries = sql.join(
    daysBefore.map((days) => sql`${addDays(day, days)}::date`),
    sql`, `,
  );
  const { rows } = await db.execute<NoticeCandidate & Record<string, unknown>>(sql`
    select l.id, l.product as "product", l.mobile_no as "mobileNo",
      l.expires_on::text as "expiresOn", l.product_charges::text as "productCharges",
      l.server_charges::text as "serverCharges", l.customer_state as "customerState"
    from licences l
    where l.expires_on in (${expiries}) and not l.no_reminders
      and not exists (select 1 from licence_notices n where n.licence_id = l.id
        and n.expires_on = l.expires_on and n.days_before = (l.expires_on - ${day}::date))
    order by l.id`);
  return rows;
}

/** Claims a licence's notice (true) unless it is already sent: in the sending transaction. */
export async function claimNotice(
  db: Executor,
  notice: { licenceId: number; expiresOn: string; daysBefore: number; runDay: string },
): Promise<boolean> {
  const claimed = await db
    .insert(licenceNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ id: licenceNotices.id });
  return claimed.length > 0;
}

/** Claims several notices at once (the WhatsApp queue's batch): the licence ids claimed now. */
export async function claimNotices(
  db: Executor,
  notices: { licenceId: number; expiresOn: string; daysBefore: number; runDay: string }[],
): Promise<Set<number>> {
  if (notices.length === 0) return new Set();
  const claimed = await db
    .insert(licenceNotices)
    .values(notices)
    .onConflictDoNothing()
    .returning({ licenceId: licenceNotices.licenceId });
  return new Set(claimed.map((row) => row.licenceId));
}
