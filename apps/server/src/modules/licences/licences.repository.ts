import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { LicenceTransaction, TransactionsQuery } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { apiColumns } from '../../lib/api-columns';
import { withPage, type PageWindow } from '../../lib/paging';
import { licenceTransactions, licences, users } from '../../db/schema';

export type LicenceRow = typeof licences.$inferSelect;
export type NewTransaction = typeof licenceTransactions.$inferInsert;

/** The list's filters, the report's (the same without id and page) or one transaction's id. */
export type TransactionFilter = Partial<TransactionsQuery>;

export const findLicence = async (db: Executor, product: string, mobileNo: string) =>
  (
    await db
      .select()
      .from(licences)
      .where(and(eq(licences.product, product), eq(licences.mobileNo, mobileNo)))
  )[0];

/**
 * The licence of (product, mobile), locked until the transaction ends; created first (with `name`)
 * when it does not exist, so two admins recording the first sale at once meet on the same row.
 */
export async function lockOrCreateLicence(
  db: Executor,
  product: string,
  mobileNo: string,
  name: string,
) {
  await db.insert(licences).values({ product, mobileNo, name }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.product, product), eq(licences.mobileNo, mobileNo)))
    .for('update');
  return row!;
}

export const lockLicenceById = async (db: Executor, id: number) =>
  (await db.select().from(licences).where(eq(licences.id, id)).for('update'))[0];

export const updateLicence = (
  db: Executor,
  id: number,
  changes: Partial<typeof licences.$inferInsert>,
) =>
  db
    .update(licences)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(licences.id, id));

export const insertTransaction = async (db: Executor, values: NewTransaction) =>
  (
    await db.insert(licenceTransactions).values(values).returning({ id: licenceTransactions.id })
  )[0]!.id;

/** The live transaction `id`, locked. */
export const lockTransaction = async (db: Executor, id: number) =>
  (
    await db
      .select()
      .from(licenceTransactions)
      .where(and(eq(licenceTransactions.id, id), isNull(licenceTransactions.deletedAt)))
      .for('update')
  )[0];

export const latestLiveTransactionId = async (db: Executor, licenceId: number) =>
  (
    await db
      .select({ id: licenceTransactions.id })
      .from(licenceTransactions)
      .where(
        and(eq(licenceTransactions.licenceId, licenceId), isNull(licenceTransactions.deletedAt)),
      )
      .orderBy(desc(licenceTransactions.id))
      .limit(1)
  )[0]?.id;

export const markTransactionDeleted = (db: Executor, id: number, at: Date) =>
  db.update(licenceTransactions).set({ deletedAt: at }).where(eq(licenceTransactions.id, id));

const t = licenceTransactions;

/** A transaction under its API names: the list's rows, the report's and the invoice's (one definition). */
export const transactionColumns = apiColumns({
  id: t.id,
  InvoiceNo: t.invoiceNo,
  EntryDate: t.entryDate,
  TranType: t.tranType,
  Product: licences.product,
  Name: t.customerName,
  MobileNo: licences.mobileNo,
  EmployeeId: t.employeeId,
  EmployeeName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
  LicenseYears: t.licenseDays,
  NoOfCompanies: t.noOfCompanies,
  ProductCharges: t.productCharges,
  ServerCharges: t.serverCharges,
  WABalance: t.waBalance,
  FreeWABalance: t.freeWaBalance,
  IsGST: t.gstApplied,
  SubTotal: t.subTotal,
  GSTCharges: t.gstCharges,
  TotalCharges: t.totalCharges,
  PaymentMethod: t.paymentMethod,
  Remarks: t.remarks,
  CustomerAddress: t.customerAddress,
  CustomerGSTIN: t.customerGstin,
  PlaceOfSupply: t.placeOfSupply,
  CancelledAt: sql<string>`coalesce(to_char(${t.deletedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')`,
  LicenseKeyBefore: sql<string>`coalesce(${t.previousExpiresOn}::text, '')`,
  LicenseKeyAfter: sql<string>`coalesce(${t.expiresOnAfter}::text, '')`,
  WABalanceBefore: t.previousWaBalance,
  NoOfCompaniesBefore: t.previousNoOfCompanies,
} satisfies Record<keyof LicenceTransaction, unknown>);
const invoiceColumns = apiColumns({ ExpiresOnAfter: t.expiresOnAfter });

export type TransactionRow = SelectResultFields<typeof transactionColumns>;
export type InvoiceRow = SelectResultFields<typeof allTransactionColumns>;

/** Live and cancelled (deleted) transactions alike: a cancelled invoice keeps its number on record. */
function whereOf(filter: TransactionFilter): SQL {
  return and(
    filter.id === undefined ? undefined : eq(t.id, filter.id),
    filter.Product ? eq(licences.product, filter.Product) : undefined,
    filter.MobileNo ? eq(licences.mobileNo, filter.MobileNo) : undefined,
    filter.EmployeeId === undefined ? undefined : eq(t.employeeId, filter.EmployeeId),
    filter.PaymentMethod ? eq(t.paymentMethod, filter.PaymentMethod) : undefined,
    filter.FromDate ? gte(t.entryDate, filter.FromDate) : undefined,
    filter.ToDate ? lte(t.entryDate, filter.ToDate) : undefined,
  )!;
}

const allTransactionColumns = { ...transactionColumns, ...invoiceColumns };
const selectTransactions = (db: Executor, filter: TransactionFilter) =>
  db
    .select(allTransactionColumns)
    .from(t)
    .innerJoin(licences, eq(licences.id, t.licenceId))
    .leftJoin(users, eq(users.id, t.employeeId))
    .where(whereOf(filter));

/** Newest first: by entry day, then by the order of recording (every row without `page`). */
export const listTransactions = (db: Executor, filter: TransactionFilter, page?: PageWindow) =>
  withPage(selectTransactions(db, filter).orderBy(desc(t.entryDate), desc(t.id)).$dynamic(), page);

export const countTransactions = async (db: Executor, filter: TransactionFilter) =>
  (
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(t)
      .innerJoin(licences, eq(licences.id, t.licenceId))
      .where(whereOf(filter))
  )[0]!.count;

/** The matching transactions in report order (oldest first), for lib/cursor. */
export const reportQuery = (db: Executor, filter: TransactionFilter) =>
  selectTransactions(db, filter).orderBy(t.entryDate, t.id);

/** One live transaction with what its invoice prints. */
export const findInvoiceRow = async (db: Executor, id: number): Promise<InvoiceRow | undefined> =>
  (await selectTransactions(db, { id }))[0];
