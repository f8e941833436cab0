import { licenceMessages, type LicenceTransaction } from '@yaar/shared';
import type { AppConfig } from '../env';

/** A document as the transactions list answers it: number, date, recipient, figures, standing. */
export type DocumentRow = Pick<
  LicenceTransaction,
  | 'InvoiceNo'
  | 'EntryDate'
  | 'PaymentMethod'
  | 'Name'
  | 'MobileNo'
  | 'CustomerAddress'
  | 'CustomerGSTIN'
  | 'PlaceOfSupply'
  | 'ProductCharges'
  | 'ServerCharges'
  | 'WABalance'
  | 'SubTotal'
  | 'IsGST'
  | 'GSTCharges'
  | 'TotalCharges'
  | 'Remarks'
  | 'CancelledAt'
  | 'CreditNoteNo'
  | 'CreditOfNo'
  | 'CreditOfDate'
>;

/**
 * A document's standing, as the report's Status says it: a credit note names the invoice it
 * credits, a credited invoice its credit note; a cancelled invoice is marked; a live one is ''.
 */
export const documentStatusOf = (
  r: Pick<DocumentRow, 'CreditOfNo' | 'CreditNoteNo' | 'CancelledAt'>,
) =>
  r.CreditOfNo
    ? licenceMessages.credits(r.CreditOfNo)
    : r.CreditNoteNo
      ? licenceMessages.creditedBy(r.CreditNoteNo)
      : r.CancelledAt
        ? licenceMessages.cancelled
        : '';

/**
 * Whether a document counts in the totals: a cancelled sale stays listed and out of every total; a
 * credited one (its return was filed) counts where it was reported, and its credit note counts
 * against it, negative, on its own day.
 */
export const countsInTotals = (r: Pick<DocumentRow, 'CancelledAt' | 'CreditNoteNo'>) =>
  !r.CancelledAt || r.CreditNoteNo !== '';

/**
 * Why a sale may not charge GST, or undefined: a supplier below the threshold is not registered,
 * charges no GST, and every document it issues is a Bill of Supply.
 */
export const gstChargeRefusal = (
  config: Pick<AppConfig, 'SUPPLIER_GST_REGISTERED'>,
  charged: boolean,
) =>
  !config.SUPPLIER_GST_REGISTERED && charged ? licenceMessages.supplierUnregistered : undefined;

/**
 * Why a registered supplier may not issue a Bill of Supply for this sale, or undefined (issue
 * 42): a software licence, its server and its WhatsApp balance are taxed at 18 %, and CGST Rule
 * 49's Bill of Supply is only for exempt supplies; so a taxable value without GST is refused. A
 * supplier not registered (`SUPPLIER_GST_REGISTERED=false`) issues nothing else.
 */
export const billOfSupplyRefusal = (
  config: Pick<AppConfig, 'SUPPLIER_GST_REGISTERED'>,
  charged: boolean,
  taxablePaise: number,
) =>
  config.SUPPLIER_GST_REGISTERED && !charged && taxablePaise > 0
    ? licenceMessages.billOfSupplyRefused
    : undefined;
