/** The GST piece's public face: what modules may use (eslint: no deeper import). See README.md. */
export { nextDocumentNumber, numberInvoice } from './document-series';
export { writeTaxInvoice, type Supplier, type TaxInvoice } from './tax-invoice';
