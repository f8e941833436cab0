import {
  EXTENDING_TYPES,
  INVOICE_DESCRIPTION,
  INVOICE_SAC,
  displayDay,
  formatRupees,
  paise,
  taxLinesOf,
  type TransactionType,
} from '@yaar/shared';
import { writeTaxInvoice, type Supplier } from '../../lib/pdf';
import type { InvoiceRow } from './licences.repository';

/** What the transaction sold, one line per charge (the free WA balance shown at ₹0.00). */
function chargeLines(row: InvoiceRow): [string, number][] {
  const extending = EXTENDING_TYPES.includes(row.TranType as TransactionType);
  const period =
    extending && row.ExpiresOnAfter && row.LicenseYears > 0
      ? `, ${row.LicenseYears} days, valid to ${displayDay(row.ExpiresOnAfter)}`
      : '';
  const companies =
    extending && row.NoOfCompanies > 0
      ? `, ${row.NoOfCompanies} ${row.NoOfCompanies === 1 ? 'company' : 'companies'}`
      : '';
  const lines: [string, number][] = [];
  if (extending || paise(row.ProductCharges) > 0) {
    lines.push([
      `${row.Product} software licence (${row.TranType}${period}${companies})`,
      paise(row.ProductCharges),
    ]);
  }
  if (paise(row.ServerCharges) > 0)
    lines.push([`${row.Product} server charges`, paise(row.ServerCharges)]);
  if (paise(row.WABalance) > 0) {
    lines.push([
      row.FreeWABalance
        ? `${row.Product} WhatsApp balance ${formatRupees(paise(row.WABalance))} (free)`
        : `${row.Product} WhatsApp balance recharge`,
      row.FreeWABalance ? 0 : paise(row.WABalance),
    ]);
  }
  if (lines.length === 0) lines.push([`${row.Product} ${row.TranType}`, 0]);
  return lines;
}

/** The GST tax invoice of one licence transaction, streamed. */
export const writeInvoice = (row: InvoiceRow, supplier: Supplier) =>
  writeTaxInvoice(
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
      lines: chargeLines(row).map(([text, amount]) => [text, INVOICE_SAC, amount] as const),
      subTotal: paise(row.SubTotal),
      taxes: taxLinesOf(
        paise(row.GSTCharges),
        row.IsGST,
        row.PlaceOfSupply,
        supplier.SUPPLIER_STATE,
      ),
      total: paise(row.TotalCharges),
      note: `SAC ${INVOICE_SAC}: ${INVOICE_DESCRIPTION}.`,
      remarks: row.Remarks,
    },
    supplier,
  );
