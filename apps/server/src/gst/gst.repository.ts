import { and, eq, isNull, max, min, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { invoiceCounters, licenceTransactions, type DocumentIssuer } from '../db/schema';
import { insertId } from '../lib/rows';

/**
 * The GST documents are rows of `licence_transactions` (what the business sells): a sale's tax
 * invoice or bill of supply, and a credit note (`credit_of_id` naming the invoice it credits).
 */
const t = licenceTransactions;

/**
 * The next serial of a series' counter (one row per series and financial year, created at 1). The
 * row stays locked until the transaction ends, so two documents at once never share a number.
 */
export const takeSerial = async (db: Executor, counter: string) => {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ financialYear: counter, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return row!.serial;
};

/**
 * The day of the invoice series' latest document of a financial year, cancelled ones included
 * (their numbers stand), free transactions not (they took no number); read while the series'
 * counter is locked.
 */
export const latestInvoiceDay = async (db: Executor, financialYear: string) =>
  (
    await db
      .select({ day: max(t.entryDate), invoiceNo: max(t.invoiceNo) })
      .from(t)
      .where(and(eq(t.financialYear, financialYear), isNull(t.creditOfId), ne(t.invoiceNo, '')))
  )[0];

/** A new document's row (a credit note), with its id. */
export const insertDocument = (db: Executor, values: typeof t.$inferInsert) =>
  insertId(db, t, values);

/** The day of the first document on record (any series, cancelled ones included), or undefined. */
export const firstDocumentDay = async (db: Executor) =>
  (await db.select({ day: min(t.entryDate) }).from(t))[0]?.day ?? undefined;

/** Every document without what it was issued with gets `issuer`; how many did. */
export const freezeUnfrozenDocuments = async (db: Executor, issuer: DocumentIssuer) =>
  (
    await db
      .update(t)
      .set({ issuedAs: issuer })
      .where(and(isNull(t.issuedAs), ne(t.invoiceNo, '')))
      .returning({ id: t.id })
  ).length;
