import { sql } from 'drizzle-orm';
import { documentNumber, financialYearOf } from '@yaar/shared';
import type { Executor } from '../db/client';
import { invoiceCounters } from '../db/schema';

/**
 * The next number of a document series (CGST Rule 46: consecutive within a financial year), for
 * a document dated `day`: 'YB/26-27/00042', 'CN/26-27/00001'. Each series keeps its own counter
 * row per financial year ('26-27' for the invoices, as before, 'CN 26-27' for another prefix's);
 * the row stays locked until the transaction ends, so two documents at once never share a number.
 */
export async function nextDocumentNumber(
  db: Executor,
  prefix: string,
  day: string,
  series: 'invoice' | 'other' = 'invoice',
) {
  const financialYear = financialYearOf(day);
  const counter = series === 'invoice' ? financialYear : `${prefix} ${financialYear}`;
  const [row] = await db
    .insert(invoiceCounters)
    .values({ financialYear: counter, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return { financialYear, invoiceNo: documentNumber(prefix, financialYear, row!.serial) };
}

/** The invoice series' next number (the business's one series of tax invoices and bills of supply). */
export const nextInvoiceNumber = (db: Executor, prefix: string, entryDate: string) =>
  nextDocumentNumber(db, prefix, entryDate);
