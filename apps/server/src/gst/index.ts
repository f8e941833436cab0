/** The GST piece's public face: what modules may use (eslint: no deeper import). See README.md. */
export { cancelOrCreditInvoice } from './credit-notes';
export { numberInvoice } from './document-series';
export { documentPdf } from './document-pdf';
export { countsInTotals, documentStatusOf, gstChargeRefusal } from './documents';
export { gstOfSupply, intraState, placeOfSupply, taxAmountsOf } from './place-of-supply';
export type { Supplier } from './tax-invoice';
