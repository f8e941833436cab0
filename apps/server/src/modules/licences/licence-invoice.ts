import { buffer } from 'node:stream/consumers';
import {
  EXTENDING_TYPES,
  displayDay,
  formatRupees,
  paise,
  paiseToRupees,
  taxLinesOf,
  type TransactionType,
} from '@yaar/shared';
import type { AppConfig } from '../../env';
import { dayIn } from '../../lib/clock';
import { writeTaxInvoice, type Supplier } from '../../gst';
import type { InvoiceRow } from './licences.repository';

type Codes = Pick<AppConfig, 'SAC_LICENCE' | 'SAC_SERVER' | 'SAC_WHATSAPP' | 'BUSINESS_TZ'>;

/** What the transaction sold, one line per charge with its SAC (the free WA balance at ₹0.00). */
function chargeLines(row: InvoiceRow, sac: Codes): [string, string, number][] {
  const extending = EXTENDING_TYPES.includes(row.TranType as TransactionType);
  const period =
    extending && row.ExpiresOnAfter && row.LicenseYears > 0
      ? `, ${row.LicenseYears} days, valid to ${displayDay(row.ExpiresOnAfter)}`
      : '';
  const companies =
    extending && row.NoOfCompanies > 0
      ? `, ${row.NoOfCompanies} ${row.NoOfCompanies === 1 ? 'company' : 'companies'}`
      : '';
  const lines: [string, string, number][] = [];
  if (extending || paise(row.ProductCharges) > 0) {
    lines.push([
      `${row.Product} software license (${row.CreditOfNo ? 'credited' : row.TranType}${period}${companies})`,
      sac.SAC_LICENCE,
      paise(row.ProductCharges),
    ]);
  }
  if (paise(row.ServerCharges) > 0)
    lines.push([`${row.Product} server charges`, sac.SAC_SERVER, paise(row.ServerCharges)]);
  if (paise(row.WABalance) > 0) {
    lines.push([
      row.FreeWABalance
        ? `${row.Product} WhatsApp balance ${formatRupees(paise(row.WABalance))} (free)`
        : `${row.Product} WhatsApp balance recharge`,
      sac.SAC_WHATSAPP,
      row.FreeWABalance ? 0 : paise(row.WABalance),
    ]);
  }
  if (lines.length === 0) lines.push([`${row.Product} ${row.TranType}`, sac.SAC_LICENCE, 0]);
  return lines;
}

/** A credit note's figures as it prints them: the invoice's, positive, under 'CREDIT NOTE'. */
const positive = (row: InvoiceRow): InvoiceRow => {
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
 * licence transaction, made whole before it is answered (two pages, ~30 KB): a failure is an error
 * answer, never a 200 broken off.
 */
export async function invoicePdf(
  invoiceRow: InvoiceRow,
  config: Supplier & Codes,
): Promise<Buffer> {
  const creditOf = invoiceRow.CreditOfNo
    ? { number: invoiceRow.CreditOfNo, date: invoiceRow.CreditOfDate }
    : undefined;
  const row = creditOf ? positive(invoiceRow) : invoiceRow;
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
      lines: chargeLines(row, config),
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
