import { paise } from '@yaar/shared';
import type { AppConfig } from '../env';
import { countsInTotals, type DocumentRow } from './documents';
import { intraState } from './place-of-supply';

/**
 * The tables of GSTR-1 a document goes to (docs/decisions.md, issue 42): B2B (4A), B2CL (5), B2CS
 * (7), CDNR (9B registered), CDNUR (9B unregistered), NIL (8: a Bill of Supply's exempt supply).
 * '' is none: a cancelled invoice (Table 13 only), a ₹0 document (no consideration, no supply to
 * report), or any document of a supplier not registered for GST (no return at all).
 */
export type Gstr1Table = 'B2B' | 'B2CL' | 'B2CS' | 'CDNR' | 'CDNUR' | 'NIL' | '';

/** What the table of a document is decided by. */
export type TabledDocument = Pick<
  DocumentRow,
  | 'EntryDate'
  | 'CustomerGSTIN'
  | 'PlaceOfSupply'
  | 'IsGST'
  | 'SubTotal'
  | 'GSTCharges'
  | 'TotalCharges'
  | 'CancelledAt'
  | 'CreditNoteNo'
  | 'CreditOfNo'
  | 'CreditOfDate'
>;

export type Gstr1Settings = Pick<
  AppConfig,
  'SUPPLIER_GSTIN' | 'SUPPLIER_STATE' | 'SUPPLIER_GST_REGISTERED'
>;

/**
 * The value above which an inter-state invoice to an unregistered buyer is reported one by one
 * (B2CL) rather than summed (B2CS): ₹2,50,000 for invoices up to 31 July 2024, ₹1,00,000 from
 * 1 August 2024 (Notification 12/2024–Central Tax; India Compliance's `B2C_LIMIT` has the same
 * two steps). Paise.
 */
export const b2clLimitPaise = (invoiceDay: string) =>
  invoiceDay <= '2024-07-31' ? 250_000_00 : 100_000_00;

/** Whether a document is issued to a registered buyer (the recipient's GSTIN is on it). */
export const toRegistered = (doc: Pick<DocumentRow, 'CustomerGSTIN'>) => doc.CustomerGSTIN !== '';

/** Whether a document is a credit note (it names the invoice it credits). */
export const isCreditNote = (doc: Pick<DocumentRow, 'CreditOfNo'>) => doc.CreditOfNo !== '';

/**
 * The GSTR-1 table of a document: the one rule the return and the licence report follow. A credit
 * note goes where its invoice went (CDNR for a registered buyer, CDNUR for a B2CL invoice,
 * otherwise netted in B2CS); it credits its invoice whole, so its own value is the invoice's and
 * the limit is the one of the invoice's date.
 */
export function gstr1TableOf(
  doc: TabledDocument,
  config: Pick<Gstr1Settings, 'SUPPLIER_STATE' | 'SUPPLIER_GST_REGISTERED'>,
): Gstr1Table {
  const value = Math.abs(paise(doc.TotalCharges));
  if (!config.SUPPLIER_GST_REGISTERED || !countsInTotals(doc) || value === 0) return '';
  if (!doc.IsGST) return 'NIL';
  const creditNote = isCreditNote(doc);
  if (toRegistered(doc)) return creditNote ? 'CDNR' : 'B2B';
  const large =
    !intraState(doc.PlaceOfSupply, config.SUPPLIER_STATE) &&
    value > b2clLimitPaise(creditNote ? doc.CreditOfDate : doc.EntryDate);
  if (!large) return 'B2CS';
  return creditNote ? 'CDNUR' : 'B2CL';
}
