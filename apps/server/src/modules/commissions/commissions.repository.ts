import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CommissionReportFilter } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { commissionPayments, employeeLicenceSales, users } from '../../db/schema';
import { apiColumns, rupeesOrZero } from '../../lib/api-columns';
import { ledgerPaymentColumns } from '../../lib/payment-ledger';
import { insertId, lockRow, inDayRange, equalsIfGiven } from '../../lib/rows';

const p = commissionPayments;
const s = employeeLicenceSales;

/** Live payments, in an optional range of days. */
const livePayments = (from?: string, to?: string, method?: string) =>
  and(
    isNull(p.deletedAt),
    inDayRange(p.entryDate, from, to),
    method ? eq(p.paymentMethod, method) : undefined,
  );
const salesIn = (from?: string, to?: string) => inDayRange(s.entryDate, from, to);

/** Each employee's OYaar purchases and renewals (the sales that earn commission), and their earnings. */
const salesByEmployee = (db: Executor, where?: SQL) =>
  db
    .select({
      employeeId: s.employeeId,
      purchases: sql<number>`count(*) filter (where ${s.tranType} = 'Purchase')::int`.as(
        'purchases',
      ),
      renewals: sql<number>`count(*) filter (where ${s.tranType} = 'Renewal')::int`.as('renewals'),
      earned: sql<string>`sum(${s.commission})`.as('earned'),
    })
    .from(s)
    .where(where)
    .groupBy(s.employeeId)
    .as('sales');
const paidByEmployee = (db: Executor, where?: SQL, alias = 'paid') =>
  db
    .select({ userId: p.userId, paid: sql<string>`sum(${p.amount})`.as(`${alias}_sum`) })
    .from(p)
    .where(where)
    .groupBy(p.userId)
    .as(alias);

/**
 * The one rule of what an employee earns (DESIGN §7): the commission each live sale of theirs
 * earned when it was recorded (OYComm1 an OYaar Purchase, OYComm2 a Renewal, at the rates of that
 * day: docs/decisions.md). A rate changed since moves nothing here; a cancelled sale is not in
 * the view, so it takes back exactly what it earned.
 */
const earnedOf = (sales: ReturnType<typeof salesByEmployee>) => sql`coalesce(${sales.earned}, 0)`;

/** One employee's sales, earned, paid and balance, ever (the Payment panel). */
export async function ledgerOf(db: Executor, userId: number) {
  const sales = salesByEmployee(db, eq(s.employeeId, userId));
  const paid = paidByEmployee(db, and(livePayments(), eq(p.userId, userId)));
  const [row] = await db
    .select({
      Sales: sql<number>`coalesce(${sales.purchases}, 0) + coalesce(${sales.renewals}, 0)`,
      Earned: sql<string>`(${earnedOf(sales)})::numeric(12,2)::text`,
      Paid: sql<string>`coalesce(${paid.paid}, 0)::numeric(12,2)::text`,
      Balance: sql<string>`(${earnedOf(sales)} - coalesce(${paid.paid}, 0))::numeric(12,2)::text`,
    })
    .from(users)
    .leftJoin(sales, eq(sales.employeeId, users.id))
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

/**
 * The commission report's rows: per employee with sales or payments in the range, their sales,
 * what those earn, the payments (of the method, when one is chosen) and the balance over the
 * range (earned less every payment). By name.
 */
export function reportQuery(db: Executor, filter: CommissionReportFilter) {
  const sales = salesByEmployee(db, salesIn(filter.FromDate, filter.ToDate));
  const paid = paidByEmployee(
    db,
    livePayments(filter.FromDate, filter.ToDate, filter.PaymentMethod),
  );
  const allPaid = paidByEmployee(db, livePayments(filter.FromDate, filter.ToDate), 'all_paid');
  return db
    .select(
      apiColumns({
        EmployeeId: users.id,
        EmployeeName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        MobileNo: users.mobileNo,
        Purchases: sql<number>`coalesce(${sales.purchases}, 0)`,
        Renewals: sql<number>`coalesce(${sales.renewals}, 0)`,
        Earned: sql<string>`(${earnedOf(sales)})::numeric(12,2)::text`,
        Paid: rupeesOrZero(paid.paid),
        Balance: sql<string>`(${earnedOf(sales)} - coalesce(${allPaid.paid}, 0))::numeric(12,2)::text`,
      }),
    )
    .from(users)
    .leftJoin(sales, eq(sales.employeeId, users.id))
    .leftJoin(paid, eq(paid.userId, users.id))
    .leftJoin(allPaid, eq(allPaid.userId, users.id))
    .where(
      and(
        or(isNotNull(sales.employeeId), isNotNull(paid.userId), isNotNull(allPaid.userId)),
        equalsIfGiven(users.id, filter.EmployeeId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
