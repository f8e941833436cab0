import { buffer } from 'node:stream/consumers';
import { paise, paiseToRupees, taxLinesOf } from '@yaar/shared';
import type { AppConfig } from '../env';
import { dayIn } from '../lib/clock';
import type { DocumentRow } from './documents';
import { writeTaxInvoice, type Supplier, type TaxInvoice } from './tax-invoice';

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
 * never a 200 broken off. `linesOf` says what the document sold, from its figures as printed.
 */
export async function documentPdf<Row extends DocumentRow>(
  documentRow: Row,
  linesOf: (row: Row) => TaxInvoice['lines'],
  config: Supplier & Pick<AppConfig, 'BUSINESS_TZ'>,
): Promise<Buffer> {
  const creditOf = documentRow.CreditOfNo
    ? { number: documentRow.CreditOfNo, date: documentRow.CreditOfDate }
    : undefined;
  const row = creditOf ? positive(documentRow) : documentRow;
  const doc = writeTaxInvoice(
    {
      number: row.InvoiceNo,
      date: row.EntryDate,
      payment: row.PaymentMethod,
      billTo: {
        name: row.Name,
        mobile: row.MobileNo,
        address: row.CustomerAddress,
        gstin: row.CustomerGSTIN,
        state: row.PlaceOfSupply,
      },
      lines: linesOf(row),
      subTotal: paise(row.SubTotal),
      gstCharged: row.IsGST,
      taxes: taxLinesOf(paise(row.GSTCharges), row.IsGST, row.PlaceOfSupply, config.SUPPLIER_STATE),
      total: paise(row.TotalCharges),
      // A credited invoice was reported: it prints as issued (its credit note reduces it).
      cancelledOn:
        row.CancelledAt && !row.CreditNoteNo
          ? dayIn(new Date(row.CancelledAt), config.BUSINESS_TZ)
          : undefined,
      remarks: row.Remarks,
      creditOf,
    },
    config,
  );
  return buffer(doc);
}
