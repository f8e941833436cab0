/** The GST piece's public face: what modules may use (eslint: no deeper import). See README.md. */
export { cancelOrCreditInvoice } from './credit-notes';
export { numberInvoice } from './document-series';
export { documentPdf } from './document-pdf';
export {
  billOfSupplyRefusal,
  countsInTotals,
  documentStatusOf,
  gstChargeRefusal,
} from './documents';
export { gstOfSupply, intraState, placeOfSupply, taxAmountsOf } from './place-of-supply';
export type { Supplier } from './tax-invoice';
export { gstr1Return } from './gstr1';
export { gstr1Period } from './gstr1-period';
export { gstr1TableOf, type Gstr1Table } from './gstr1-tables';
export type { ReturnDocument } from './gstr1-documents';
export type { SacLine } from './gstr1-summaries';
export { creditedWhenUndone } from './credit-notes';
export { freezeIssuedDocuments, issuerOf } from './issued-as';
export { creditDeadlineOf, filedPeriodRefusal } from './return-periods';
