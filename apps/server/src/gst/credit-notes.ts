import { CREDIT_NOTE_TYPE, invoiceCancellable, paise, paiseToRupees } from '@yaar/shared';
import type { Executor } from '../db/client';
import type { licenceTransactions } from '../db/schema';
import type { AppConfig } from '../env';
import { pick } from '../lib/rows';
import { nextDocumentNumber } from './document-series';
import { insertDocument } from './gst.repository';

type Invoice = typeof licenceTransactions.$inferSelect;
/**
 * What a credit note carries of the seller's own record of the sale (for a licence: the licence,
 * the employee, the period reversed, who deleted it): every column but the document's own.
 */
export type CarriedValues = Omit<
  typeof licenceTransactions.$inferInsert,
  'invoiceNo' | 'financialYear' | 'tranType' | 'entryDate'
>;
type CreditNoteSettings = Pick<AppConfig, 'CREDIT_NOTE_PREFIX' | 'GST_FILED_UNTIL'>;

const negative = (rupees: string) => paiseToRupees(-paise(rupees));

/**
 * The credit note of an invoice whose return is filed (CGST s. 34): its own series, dated today,
 * the invoice's lines and taxes with a negative sign, naming the invoice.
 */
async function issueCreditNote(
  tx: Executor,
  config: CreditNoteSettings,
  invoice: Invoice,
  today: string,
  carried: CarriedValues,
) {
  const { financialYear, invoiceNo } = await nextDocumentNumber(
    tx,
    config.CREDIT_NOTE_PREFIX,
    today,
    'other',
  );
  await insertDocument(tx, {
    ...carried,
    ...pick(invoice, ['paymentMethod', 'remarks', 'gstApplied']),
    ...pick(invoice, ['customerName', 'customerAddress', 'customerGstin', 'placeOfSupply']),
    invoiceNo,
    financialYear,
    tranType: CREDIT_NOTE_TYPE,
    entryDate: today,
    productCharges: negative(invoice.productCharges),
    serverCharges: negative(invoice.serverCharges),
    waBalance: negative(invoice.waBalance),
    subTotal: negative(invoice.subTotal),
    gstCharges: negative(invoice.gstCharges),
    totalCharges: negative(invoice.totalCharges),
    creditOfId: invoice.id,
  });
  return invoiceNo;
}

/**
 * An invoice whose sale is undone on `today`: cancelled while its return period is open (until
 * GSTR-1 of its month is due, or GST_FILED_UNTIL), after that credited by a credit note. Answers
 * the credit note's number, '' when the invoice is cancelled; the caller marks the sale deleted
 * with it.
 */
export const cancelOrCreditInvoice = async (
  tx: Executor,
  config: CreditNoteSettings,
  invoice: Invoice,
  today: string,
  carried: CarriedValues,
) =>
  invoiceCancellable(invoice.entryDate, today, config.GST_FILED_UNTIL)
    ? ''
    : issueCreditNote(tx, config, invoice, today, carried);
