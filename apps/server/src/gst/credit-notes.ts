import {
  CREDIT_NOTE_TYPE,
  invoiceCancellable,
  licenceMessages,
  paise,
  paiseToRupees,
} from '@yaar/shared';
import type { Executor } from '../db/client';
import type { licenceTransactions } from '../db/schema';
import type { AppConfig } from '../env';
import { validationFailed } from '../lib/errors';
import { pick } from '../lib/rows';
import { nextDocumentNumber } from './document-series';
import { insertDocument } from './gst.repository';
import { creditNoteIssuerOf } from './issued-as';
import { creditDeadlineOf } from './return-periods';

type Invoice = typeof licenceTransactions.$inferSelect;
/**
 * What a credit note carries of the seller's own record of the sale (for a licence: the licence,
 * the employee, the period reversed, who deleted it): every column but the document's own.
 */
export type CarriedValues = Omit<
  typeof licenceTransactions.$inferInsert,
  'invoiceNo' | 'financialYear' | 'tranType' | 'entryDate'
>;
type CreditNoteSettings = Pick<
  AppConfig,
  'CREDIT_NOTE_PREFIX' | 'GST_FILED_UNTIL' | 'GST_ANNUAL_RETURN_FILED'
> &
  Parameters<typeof creditNoteIssuerOf>[0];

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
    issuedAs: creditNoteIssuerOf(config, invoice.issuedAs),
  });
  return invoiceNo;
}

/** Whether undoing `invoice`'s sale on `today` issues a credit note (its return is filed). */
export const creditedWhenUndone = (
  config: Pick<AppConfig, 'GST_FILED_UNTIL'>,
  invoice: Pick<Invoice, 'invoiceNo' | 'entryDate'>,
  today: string,
) =>
  invoice.invoiceNo !== '' && !invoiceCancellable(invoice.entryDate, today, config.GST_FILED_UNTIL);

/**
 * An invoice whose sale is undone on `today`: cancelled while its return period is open (until
 * GSTR-1 of its month is due, or GST_FILED_UNTIL), after that credited by a credit note, until
 * the credit-note deadline of CGST Act s. 34(2) (`creditDeadlineOf`): past it the undoing is
 * refused beside the call's `id` (422), in the caller's transaction, so nothing changes. A
 * transaction that issued no document (charged nothing) has nothing to cancel or credit. Answers
 * the credit note's number, '' when there is none; the caller marks the sale deleted with it.
 */
export async function cancelOrCreditInvoice(
  tx: Executor,
  config: CreditNoteSettings,
  invoice: Invoice,
  today: string,
  carried: CarriedValues,
) {
  if (!creditedWhenUndone(config, invoice, today)) return '';
  const deadline = creditDeadlineOf(config, invoice.entryDate);
  if (today > deadline)
    throw validationFailed({ id: licenceMessages.creditNoteTooLate(invoice.invoiceNo, deadline) });
  return issueCreditNote(tx, config, invoice, today, carried);
}
