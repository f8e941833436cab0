import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNull,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { CommissionReportFilter } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { commissionPayments, employeeCommissionEntries, users } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { ledgerPaymentColumns } from '../../lib/payment-ledger';
import { insertId, lockRow, inDayRange, equalsIfGiven } from '../../lib/rows';

const p = commissionPayments;
/**
 * The ledger's entries, published by the licences module (issue 42): each OYaar Purchase or
 * Renewal earns its commission on its EntryDate; an undone one is reversed on the day it was
 * undone, so a month reported stays as it was.
 */
const e = employeeCommissionEntries;

/** Live payments, in an optional range of days. */
const livePayments = (from?: string, to?: string, method?: string) =>
  and(
    isNull(p.deletedAt),
    inDayRange(p.entryDate, from, to),
    method ? eq(p.paymentMethod, method) : undefined,
  );

/** A sum in SQL that is 0 when nothing is summed, as numeric(12,2). */
const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(12,2)`;

/**
 * The one rule of what an employee earns (DESIGN §7): the commission each sale of theirs earned
 * when it was recorded, at the rates in effect on its date, less the reversal of each sale
 * undone (issue 42). A rate changed since moves nothing here. Their live sales: the sales less
 * the reversals.
 */
const entriesByEmployee = (db: Executor, where?: SQL) =>
  db
    .select({
      employeeId: e.employeeId,
      sales:
        sql<number>`(count(*) filter (where not ${e.reversal}) - count(*) filter (where ${e.reversal}))::int`.as(
          'sales',
        ),
      earned: sql<string>`sum(${e.commission})`.as('earned'),
    })
    .from(e)
    .where(where)
    .groupBy(e.employeeId)
    .as('entries');

const paidByEmployee = (db: Executor, where?: SQL) =>
  db
    .select({ userId: p.userId, paid: sql<string>`sum(${p.amount})`.as('paid_sum') })
    .from(p)
    .where(where)
    .groupBy(p.userId)
    .as('paid');

/** One employee's sales, earned, paid and balance, ever (the Payment panel). */
export async function ledgerOf(db: Executor, userId: number) {
  const entries = entriesByEmployee(db, eq(e.employeeId, userId));
  const paid = paidByEmployee(db, and(livePayments(), eq(p.userId, userId)));
  const [row] = await db
    .select({
      Sales: sql<number>`coalesce(${entries.sales}, 0)`,
      Earned: sql<string>`${money(sql`${entries.earned}`)}::text`,
      Paid: sql<string>`${money(sql`${paid.paid}`)}::text`,
      Balance: sql<string>`${money(sql`coalesce(${entries.earned}, 0) - coalesce(${paid.paid}, 0)`)}::text`,
    })
    .from(users)
    .leftJoin(entries, eq(entries.employeeId, users.id))
    .leftJoin(paid, eq(paid.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** A payment under its API names (spec 2 §3: TotalCharges is the amount). */
const paymentColumns = ledgerPaymentColumns(p, 'TotalCharges');

/** One employee's live payments, newest first. */
export const paymentsOf = (db: Executor, userId: number) =>
  db
    .select(paymentColumns)
    .from(p)
    .where(and(eq(p.userId, userId), livePayments()))
    .orderBy(desc(p.entryDate), desc(p.id));

export const insertPayment = (db: Executor, values: typeof p.$inferInsert) =>
  insertId(db, p, values);

/** The live payment `id` of `userId`, locked. */
export const lockPayment = (db: Executor, id: number, userId: number) =>
  lockRow(db, p, and(eq(p.id, id), eq(p.userId, userId), isNull(p.deletedAt)));

export const markPaymentDeleted = (db: Executor, id: number, by: number, at: Date) =>
  db.update(p).set({ deletedAt: at, deletedBy: by }).where(eq(p.id, id));

/** The employee's row, locked: payments to one employee are made one at a time. */
export const lockEmployee = async (db: Executor, userId: number) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'))[0];

/** `condition`, or true when there is none (a filter's open end). */
const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;

/**
 * The commission report's rows (issue 42): per employee, the balance brought forward (earned less
 * paid before FromDate), the range's sales (Purchases, Renewals), their reversals (Cancelled), what
 * the range earned net of those, the payments (of the method, when one is chosen) and the balance
 * carried forward (brought forward + earned − every payment of the range): the ledger's balance on
 * ToDate. An employee is listed with entries or payments in the range, or a balance to bring
 * forward. By name.
 */
export function reportQuery(db: Executor, filter: CommissionReportFilter) {
  const { FromDate: from, ToDate: to, PaymentMethod: method } = filter;
  const before = (day: AnyColumn) => (from ? sql`${day} < ${from}` : sql`false`);
  const summed = (amount: AnyColumn, where: SQL, alias: string) =>
    sql<string>`sum(${amount}) filter (where ${where})`.as(alias);
  const counted = (where: SQL, alias: string) =>
    sql<number>`count(*) filter (where ${where})`.as(alias);
  /** A ledger's `amount` summed before the range and within it, and its rows within it counted. */
  const ledger = (amount: AnyColumn, day: AnyColumn, range: SQL, prefix: string) => ({
    before: summed(amount, before(day), `${prefix}_before`),
    inRange: summed(amount, range, `${prefix}_in_range`),
    count: counted(range, `${prefix}_count`),
  });
  const inRange = orTrue(inDayRange(e.day, from, to));
  const sale = (type: string) => sql`${inRange} and not ${e.reversal} and ${e.tranType} = ${type}`;
  const entries = db
    .select({
      employeeId: e.employeeId,
      ...ledger(e.commission, e.day, inRange, 'e'),
      purchases: counted(sale('Purchase'), 'e_purchases'),
      renewals: counted(sale('Renewal'), 'e_renewals'),
      cancelled: counted(sql`${inRange} and ${e.reversal}`, 'e_cancelled'),
    })
    .from(e)
    .where(to ? lte(e.day, to) : undefined)
    .groupBy(e.employeeId)
    .as('entries');
  const paidInRange = orTrue(inDayRange(p.entryDate, from, to));
  const ofMethod = method ? eq(p.paymentMethod, method) : sql`true`;
  const payments = db
    .select({
      userId: p.userId,
      ...ledger(p.amount, p.entryDate, paidInRange, 'p'),
      method: summed(p.amount, sql`${paidInRange} and ${ofMethod}`, 'p_method'),
    })
    .from(p)
    .where(and(livePayments(), to ? lte(p.entryDate, to) : undefined))
    .groupBy(p.userId)
    .as('payments');
  const broughtForward = sql`coalesce(${entries.before}, 0) - coalesce(${payments.before}, 0)`;
  return db
    .select(
      apiColumns({
        EmployeeId: users.id,
        EmployeeName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        MobileNo: users.mobileNo,
        BroughtForward: sql<string>`${money(broughtForward)}::text`,
        Purchases: sql<number>`coalesce(${entries.purchases}, 0)::int`,
        Renewals: sql<number>`coalesce(${entries.renewals}, 0)::int`,
        Cancelled: sql<number>`coalesce(${entries.cancelled}, 0)::int`,
        Earned: sql<string>`${money(sql`${entries.inRange}`)}::text`,
        Paid: sql<string>`${money(sql`${payments.method}`)}::text`,
        CarriedForward: sql<string>`${money(
          sql`${broughtForward} + coalesce(${entries.inRange}, 0) - coalesce(${payments.inRange}, 0)`,
        )}::text`,
      }),
    )
    .from(users)
    .leftJoin(entries, eq(entries.employeeId, users.id))
    .leftJoin(payments, eq(payments.userId, users.id))
    .where(
      and(
        or(
          gt(sql`coalesce(${entries.count}, 0)`, 0),
          gt(sql`coalesce(${payments.count}, 0)`, 0),
          ne(sql`${broughtForward}`, 0),
        ),
        equalsIfGiven(users.id, filter.EmployeeId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
