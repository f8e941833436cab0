import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceCounters, licenceTransactions, licences, states, users } from '../../db/schema';

export type LicenceRow = typeof licences.$inferSelect;
export type NewTransaction = typeof licenceTransactions.$inferInsert;

export interface TransactionFilter {
  id?: number;
  Product?: string;
  MobileNo?: string;
  EmployeeId?: number;
  PaymentMethod?: string;
  FromDate?: string;
  ToDate?: string;
}

/** The state's name as the reference data spells it, found case-insensitively. */
export const findStateName = async (db: Executor, name: string) =>
  (
    await db
      .select({ name: states.name })
      .from(states)
      .where(sql`lower(${states.name}) = lower(${name})`)
  )[0]?.name;

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

/** The next serial of `financialYear`: the counter row stays locked until the transaction ends. */
export async function takeInvoiceSerial(db: Executor, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return row!.serial;
}

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

export const markTransactionDeleted = (db: Executor, id: number) =>
  db
    .update(licenceTransactions)
    .set({ deletedAt: new Date() })
    .where(eq(licenceTransactions.id, id));

const t = licenceTransactions;
export const transactionColumns = {
  id: t.id,
  invoiceNo: t.invoiceNo,
  entryDate: t.entryDate,
  tranType: t.tranType,
  product: licences.product,
  name: t.customerName,
  mobileNo: licences.mobileNo,
  employeeId: t.employeeId,
  employeeName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
  licenseDays: t.licenseDays,
  noOfCompanies: t.noOfCompanies,
  productCharges: t.productCharges,
  serverCharges: t.serverCharges,
  waBalance: t.waBalance,
  freeWaBalance: t.freeWaBalance,
  gstApplied: t.gstApplied,
  subTotal: t.subTotal,
  gstCharges: t.gstCharges,
  totalCharges: t.totalCharges,
  paymentMethod: t.paymentMethod,
  remarks: t.remarks,
  customerAddress: t.customerAddress,
  customerGstin: t.customerGstin,
  placeOfSupply: t.placeOfSupply,
  createdAt: t.createdAt,
  expiresOnAfter: t.expiresOnAfter,
  previousExpiresOn: t.previousExpiresOn,
};
export type TransactionRow = Awaited<ReturnType<typeof listTransactions>>[number];

function whereOf(filter: TransactionFilter): SQL {
  return and(
    isNull(t.deletedAt),
    filter.id === undefined ? undefined : eq(t.id, filter.id),
    filter.Product ? eq(licences.product, filter.Product) : undefined,
    filter.MobileNo ? eq(licences.mobileNo, filter.MobileNo) : undefined,
    filter.EmployeeId === undefined ? undefined : eq(t.employeeId, filter.EmployeeId),
    filter.PaymentMethod ? eq(t.paymentMethod, filter.PaymentMethod) : undefined,
    filter.FromDate ? gte(t.entryDate, filter.FromDate) : undefined,
    filter.ToDate ? lte(t.entryDate, filter.ToDate) : undefined,
  )!;
}

const selectTransactions = (db: Executor) =>
  db
    .select(transactionColumns)
    .from(t)
    .innerJoin(licences, eq(licences.id, t.licenceId))
    .leftJoin(users, eq(users.id, t.employeeId));

/** Newest first: by entry day, then by the order of recording. */
export const listTransactions = (
  db: Executor,
  filter: TransactionFilter,
  limit: number,
  offset: number,
) =>
  selectTransactions(db)
    .where(whereOf(filter))
    .orderBy(desc(t.entryDate), desc(t.id))
    .limit(limit)
    .offset(offset);

export const countTransactions = async (db: Executor, filter: TransactionFilter) =>
  (
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(t)
      .innerJoin(licences, eq(licences.id, t.licenceId))
      .where(whereOf(filter))
  )[0]!.count;

/**
 * The matching transactions in report order (oldest first), `batchSize` at a time by keyset, so a
 * report of any size holds one batch in memory.
 */
export async function forEachTransactionBatch(
  db: Executor,
  filter: TransactionFilter,
  batchSize: number,
  onBatch: (rows: TransactionRow[]) => Promise<void>,
): Promise<void> {
  let after: { entryDate: string; id: number } | undefined;
  for (;;) {
    const rows = await selectTransactions(db)
      .where(
        and(
          whereOf(filter),
          after ? sql`(${t.entryDate}, ${t.id}) > (${after.entryDate}, ${after.id})` : undefined,
        ),
      )
      .orderBy(t.entryDate, t.id)
      .limit(batchSize);
    if (rows.length === 0) return;
    await onBatch(rows);
    const last = rows[rows.length - 1]!;
    after = { entryDate: last.entryDate, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export const hasTransactions = async (db: Executor, filter: TransactionFilter) =>
  (await listTransactions(db, filter, 1, 0)).length > 0;
