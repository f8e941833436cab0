import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type {
  LicenceRecord,
  LicenceSearch,
  LicenceTransaction,
  LicenceUpdate,
  TransactionsQuery,
} from '@yaar/shared';
import type { Executor } from '../../db/client';
import { apiColumns, apiValues, isoTime, textOrEmpty, zeroOne } from '../../lib/api-columns';
import { selectList } from '../../lib/paging';
import {
  countWhere,
  insertId,
  lockOrCreate,
  lockRow,
  inDayRange,
  mobileMatch,
  equalsIfGiven,
} from '../../lib/rows';
import { licenceTransactions, licences, users } from '../../db/schema';

const t = licenceTransactions;

/** The list's filters, the report's (the same without id and page) or one transaction's id. */
export type TransactionFilter = Partial<TransactionsQuery>;

const l = licences;
/** A licence is known by its product and the customer's mobile number. */
type LicenceKey = Pick<LicenceSearch, 'Product' | 'MobileNo'>;
const licenceOf = (key: LicenceKey) =>
  and(eq(l.product, key.Product), eq(l.mobileNo, key.MobileNo));

/** A licence under its API names (LicenseKey: the day it expires, '' before the first sale). */
const licenceRecordColumns = apiColumns({
  id: l.id,
  Product: l.product,
  Name: l.name,
  MobileNo: l.mobileNo,
  LicenseKey: textOrEmpty(l.expiresOn),
  NoOfCompanies: l.noOfCompanies,
  WABalance: l.waBalance,
  ProductCharges: l.productCharges,
  ServerCharges: l.serverCharges,
  CustomerAddress: l.customerAddress,
  CustomerGSTIN: l.customerGstin,
  PlaceOfSupply: l.customerState,
  NoReminders: zeroOne(l.noReminders),
} satisfies Record<keyof LicenceRecord, unknown>);

export const findLicenceRecord = (db: Executor, key: LicenceKey) =>
  db.select(licenceRecordColumns).from(l).where(licenceOf(key));

export const licenceExists = async (db: Executor, key: LicenceKey) =>
  (await countWhere(db, l, licenceOf(key))) > 0;

/** The licence, locked; created first (with `name`) on its first sale. */
export const lockOrCreateLicence = (db: Executor, key: LicenceKey, name: string) =>
  lockOrCreate(db, l, { product: key.Product, mobileNo: key.MobileNo, name }, licenceOf(key));

export const lockLicenceById = (db: Executor, id: number) => lockRow(db, l, eq(l.id, id));

export const updateLicence = (db: Executor, id: number, changes: Partial<typeof l.$inferInsert>) =>
  db
    .update(l)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(l.id, id));

export const insertTransaction = (db: Executor, values: typeof t.$inferInsert) =>
  insertId(db, t, values);

/** What a sale sent (the same API names) as its transaction's columns. */
export const saleValues = (sale: LicenceUpdate) => apiValues(t, transactionFields, sale);

/** The live transaction `id`, locked. */
export const lockTransaction = (db: Executor, id: number) =>
  lockRow(db, t, and(eq(t.id, id), isNull(t.deletedAt)));

/** The licence's latest live sale (credit notes are documents, not changes of the licence). */
export const latestLiveTransactionId = async (db: Executor, licenceId: number) =>
  (
    await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.licenceId, licenceId), isNull(t.deletedAt), isNull(t.creditOfId)))
      .orderBy(desc(t.id))
      .limit(1)
  )[0]?.id;

/**
 * Cancelled, or (with `creditNoteNo`) credited: either way no longer a live sale of the licence.
 * `day` is the business day it happened: its commission's reversal is dated then (issue 42).
 */
export const markTransactionDeleted = (
  db: Executor,
  id: number,
  at: Date,
  day: string,
  creditNoteNo = '',
) => db.update(t).set({ deletedAt: at, deletedOn: day, creditNoteNo }).where(eq(t.id, id));

/** The invoice a credit note credits (its number and date, for the credit note's reference). */
const credited = alias(t, 'credited');

/** A transaction under its API names: the list's rows, the report's, the invoice's and a sale's values. */
const transactionFields = {
  id: t.id,
  InvoiceNo: t.invoiceNo,
  EntryDate: t.entryDate,
  TranType: t.tranType,
  Product: licences.product,
  Name: t.customerName,
  MobileNo: licences.mobileNo,
  EmployeeId: t.employeeId,
  EmployeeName: textOrEmpty(sql`${users.firstName} || ' ' || ${users.lastName}`),
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
  CancelledAt: textOrEmpty(isoTime(t.deletedAt)),
  CreditNoteNo: t.creditNoteNo,
  CreditOfNo: textOrEmpty(credited.invoiceNo),
  CreditOfDate: textOrEmpty(credited.entryDate),
  LicenseKeyBefore: textOrEmpty(t.previousExpiresOn),
  LicenseKeyAfter: textOrEmpty(t.expiresOnAfter),
  WABalanceBefore: t.previousWaBalance,
  NoOfCompaniesBefore: t.previousNoOfCompanies,
} satisfies Record<keyof LicenceTransaction, unknown>;
export const transactionColumns = apiColumns(transactionFields);
/** The invoice's and the report's: the period bought, and what the document was issued with. */
const invoiceColumns = apiColumns({
  ...transactionFields,
  ExpiresOnAfter: t.expiresOnAfter,
  IssuedAs: t.issuedAs,
  LicenceId: t.licenceId,
});

export type TransactionRow = SelectResultFields<typeof transactionColumns>;
export type InvoiceRow = SelectResultFields<typeof invoiceColumns>;

/** Live and cancelled (deleted) transactions alike: a cancelled invoice keeps its number on record. */
function whereOf(filter: TransactionFilter): SQL {
  return and(
    equalsIfGiven(t.id, filter.id),
    filter.Product ? eq(licences.product, filter.Product) : undefined,
    mobileMatch(licences.mobileNo, filter.MobileNo),
    equalsIfGiven(t.employeeId, filter.EmployeeId),
    filter.PaymentMethod ? eq(t.paymentMethod, filter.PaymentMethod) : undefined,
    inDayRange(t.entryDate, filter.FromDate, filter.ToDate),
  )!;
}

const selectTransactions = (db: Executor, filter: TransactionFilter) =>
  db
    .select(invoiceColumns)
    .from(t)
    .innerJoin(licences, eq(licences.id, t.licenceId))
    .leftJoin(users, eq(users.id, t.employeeId))
    .leftJoin(credited, eq(credited.id, t.creditOfId))
    .where(whereOf(filter))
    .$dynamic();

/** The list: newest first, by entry day, then by the order of recording (`selectList`). */
export const transactionList = (db: Executor, filter: TransactionFilter) =>
  selectList(db, () => selectTransactions(db, filter), [desc(t.entryDate), desc(t.id)]);

/** The matching transactions in report order (oldest first), for lib/cursor. */
export const reportQuery = (db: Executor, filter: TransactionFilter) =>
  selectTransactions(db, filter).orderBy(t.entryDate, t.id);

/** One transaction (a cancelled one too: its invoice then says so) with what its invoice prints. */
export const findInvoiceRow = async (db: Executor, id: number): Promise<InvoiceRow | undefined> =>
  (await selectTransactions(db, { id }))[0];
