import { documentNumber, financialYearOf, licenceMessages } from '@yaar/shared';
import type { Executor } from '../db/client';
import type { AppConfig } from '../env';
import { validationFailed } from '../lib/errors';
import { latestInvoiceDay, takeSerial } from './gst.repository';

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
  const serial = await takeSerial(db, counter);
  return { financialYear, invoiceNo: documentNumber(prefix, financialYear, serial) };
}

/**
 * The number of a new invoice dated `day`, in the sale's transaction: the business's one series of
 * tax invoices and bills of supply (INVOICE_PREFIX). Invoice numbers follow invoice dates: no date
 * before the series' latest (the counter is locked, so the latest cannot change under us; a
 * refusal, beside EntryDate, gives the number back).
 */
export async function numberInvoice(
  db: Executor,
  config: Pick<AppConfig, 'INVOICE_PREFIX'>,
  day: string,
) {
  const numbered = await nextDocumentNumber(db, config.INVOICE_PREFIX, day);
  const latest = await latestInvoiceDay(db, numbered.financialYear);
  if (latest?.day && day < latest.day)
    throw validationFailed({
      EntryDate: licenceMessages.entryDateBeforeSeries(latest.day, latest.invoiceNo ?? ''),
    });
  return numbered;
}
