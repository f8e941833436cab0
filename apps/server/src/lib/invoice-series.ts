import { sql } from 'drizzle-orm';
import { documentNumber, financialYearOf } from '@yaar/shared';
import type { Executor } from '../db/client';
import { invoiceCounters } from '../db/schema';

/**
 * The next number of the business's one GST invoice series (CGST Rule 46: consecutive within a
 * financial year), for a sale dated `entryDate`: 'YB/26-27/00042'. The year's counter row stays
 * locked until the transaction ends, so two sales at once never share a number.
 */
export async function nextInvoiceNumber(db: Executor, prefix: string, entryDate: string) {
  const financialYear = financialYearOf(entryDate);
  const [row] = await db
    .insert(invoiceCounters)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return { financialYear, invoiceNo: documentNumber(prefix, financialYear, row!.serial) };
}
