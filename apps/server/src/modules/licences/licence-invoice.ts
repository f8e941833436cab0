import {
  EXTENDING_TYPES,
  displayDay,
  formatRupees,
  paise,
  type TransactionType,
} from '@yaar/shared';
import type { AppConfig } from '../../env';
import { documentPdf, type SacLine, type Supplier } from '../../gst';
import type { InvoiceRow, TransactionRow } from './licences.repository';

type Codes = Pick<AppConfig, 'SAC_LICENCE' | 'SAC_SERVER' | 'SAC_WHATSAPP' | 'BUSINESS_TZ'>;
type SacCodes = Pick<AppConfig, 'SAC_LICENCE' | 'SAC_SERVER' | 'SAC_WHATSAPP'>;

type Charges = Pick<
  TransactionRow,
  'ProductCharges' | 'ServerCharges' | 'WABalance' | 'FreeWABalance'
>;

/**
 * What a transaction charged for, by SAC, in paise signed as recorded (a credit note's negative):
 * the licence, the server, the WA balance (a free one is not charged). They add up to SubTotal.
 * GSTR-1's SAC summary and the report's SAC column read them.
 */
export const chargesBySac = (row: Charges, sac: SacCodes): SacLine[] =>
  [
    { sac: sac.SAC_LICENCE, paise: paise(row.ProductCharges) },
    { sac: sac.SAC_SERVER, paise: paise(row.ServerCharges) },
    { sac: sac.SAC_WHATSAPP, paise: row.FreeWABalance ? 0 : paise(row.WABalance) },
  ].filter((line) => line.paise !== 0);

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

/** The GST document of one licence transaction (gst's `documentPdf`): one line per charge. */
export const invoicePdf = (row: InvoiceRow, config: Supplier & Codes) =>
  documentPdf(row, (printed) => chargeLines(printed, config), config);
