import {
  EXTENDING_TYPES,
  displayDay,
  formatRupees,
  paise,
  type TransactionType,
} from '@yaar/shared';
import type { DocumentIssuer } from '../../db/schema';
import type { AppConfig } from '../../env';
import { documentPdf, issuerOf, type SacLine } from '../../gst';
import type { InvoiceRow } from './licences.repository';

type Charges = Pick<
  InvoiceRow,
  'ProductCharges' | 'ServerCharges' | 'WABalance' | 'FreeWABalance' | 'IssuedAs'
>;

/** The SACs a document was issued with (issue 42), or today's settings' for one issued before. */
export const issuedSacs = (
  row: Pick<InvoiceRow, 'IssuedAs'>,
  config: Parameters<typeof issuerOf>[0],
) => row.IssuedAs?.sac ?? issuerOf(config).sac;

/**
 * What a transaction charged for, by the SAC it was issued with, in paise signed as recorded (a
 * credit note's negative): the licence, the server, the WA balance (a free one is not charged).
 * They add up to SubTotal. GSTR-1's SAC summary and the report's SAC column read them.
 */
export const chargesBySac = (row: Charges, config: Parameters<typeof issuerOf>[0]): SacLine[] => {
  const sac = issuedSacs(row, config);
  return [
    { sac: sac.licence, paise: paise(row.ProductCharges) },
    { sac: sac.server, paise: paise(row.ServerCharges) },
    { sac: sac.whatsapp, paise: row.FreeWABalance ? 0 : paise(row.WABalance) },
  ].filter((line) => line.paise !== 0);
};
export type SacSettings = Parameters<typeof issuerOf>[0] & Pick<AppConfig, 'BUSINESS_TZ'>;

/**
 * What the transaction sold, one line per charge with the SAC the document was issued with (the
 * free WA balance at ₹0.00).
 */
function chargeLines(row: InvoiceRow, sac: DocumentIssuer['sac']): [string, string, number][] {
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
      sac.licence,
      paise(row.ProductCharges),
    ]);
  }
  if (paise(row.ServerCharges) > 0)
    lines.push([`${row.Product} server charges`, sac.server, paise(row.ServerCharges)]);
  if (paise(row.WABalance) > 0) {
    lines.push([
      row.FreeWABalance
        ? `${row.Product} WhatsApp balance ${formatRupees(paise(row.WABalance))} (free)`
        : `${row.Product} WhatsApp balance recharge`,
      sac.whatsapp,
      row.FreeWABalance ? 0 : paise(row.WABalance),
    ]);
  }
  if (lines.length === 0) lines.push([`${row.Product} ${row.TranType}`, sac.licence, 0]);
  return lines;
}

/** The GST document of one licence transaction (gst's `documentPdf`): one line per charge. */
export const invoicePdf = (row: InvoiceRow, config: Parameters<typeof documentPdf>[2]) =>
  documentPdf(row, chargeLines, config);
