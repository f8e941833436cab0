import { buffer } from 'node:stream/consumers';
import { paise, paiseToRupees, taxLinesOf } from '@yaar/shared';
import type { DocumentIssuer } from '../db/schema';
import type { AppConfig } from '../env';
import { dayIn } from '../lib/clock';
import type { DocumentRow } from './documents';
import { issuerOf, supplierOf } from './issued-as';
import { writeTaxInvoice, type TaxInvoice } from './tax-invoice';

/** A credit note's figures as it prints them: the invoice's, positive, under 'CREDIT NOTE'. */
const positive = <Row extends DocumentRow>(row: Row): Row => {
  const abs = (rupees: string) => paiseToRupees(Math.abs(paise(rupees)));
  return {
    ...row,
    ...{ ProductCharges: abs(row.ProductCharges), ServerCharges: abs(row.ServerCharges) },
    ...{ WABalance: abs(row.WABalance), SubTotal: abs(row.SubTotal) },
    ...{ GSTCharges: abs(row.GSTCharges), TotalCharges: abs(row.TotalCharges) },
  };
};

/**
 * The GST tax invoice (or bill of supply, without GST; or credit note, against an invoice) of one
 * document, made whole before it is answered (two pages, ~30 KB): a failure is an error answer,
 * never a 200 broken off. It prints as issued (issue 42): the supplier, SACs and rate it kept
 * (`IssuedAs`), whatever the settings say now; the settings only for a row that kept none.
 * `linesOf` says what the document sold, from its figures as printed and its SACs.
 */
export async function documentPdf<Row extends DocumentRow & { IssuedAs: DocumentIssuer | null }>(
  documentRow: Row,
  linesOf: (row: Row, sac: DocumentIssuer['sac']) => TaxInvoice['lines'],
  config: Parameters<typeof issuerOf>[0] & Pick<AppConfig, 'BUSINESS_TZ'>,
): Promise<Buffer> {
  const issuer = documentRow.IssuedAs ?? issuerOf(config);
  const creditOf = documentRow.CreditOfNo
    ? { number: documentRow.CreditOfNo, date: documentRow.CreditOfDate }
    : undefined;
  const row = creditOf ? positive(documentRow) : documentRow;
  const doc = writeTaxInvoice(
    {
      number: row.InvoiceNo,
      date: row.EntryDate,
      // A credit note reduces an invoice: it is paid with nothing, so it names no payment.
      payment: creditOf ? undefined : row.PaymentMethod,
      billTo: {
        name: row.Name,
        mobile: row.MobileNo,
        address: row.CustomerAddress,
        gstin: row.CustomerGSTIN,
        state: row.PlaceOfSupply,
      },
      lines: linesOf(row, issuer.sac),
      subTotal: paise(row.SubTotal),
      gstCharged: row.IsGST,
      taxes: taxLinesOf(
        paise(row.GSTCharges),
        row.IsGST,
        row.PlaceOfSupply,
        issuer.supplierState,
        issuer.gstPercent,
      ),
      total: paise(row.TotalCharges),
      // A credited invoice was reported: it prints as issued (its credit note reduces it).
      cancelledOn:
        row.CancelledAt && !row.CreditNoteNo
          ? dayIn(new Date(row.CancelledAt), config.BUSINESS_TZ)
          : undefined,
      remarks: row.Remarks,
      creditOf,
    },
    supplierOf(issuer),
  );
  return buffer(doc);
}
