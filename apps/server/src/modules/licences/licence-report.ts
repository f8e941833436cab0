import {
  documentTypeOf,
  gstRateOf,
  licenceMessages,
  licencePaths,
  stateWithCode,
  licenceReportSchema,
  paise,
  type LicenceReportFilter,
} from '@yaar/shared';
import type { AppConfig } from '../../env';
import { countsInTotals, documentStatusOf, gstr1TableOf, taxAmountsOf } from '../../gst';
import { filterWords, tabularReportEndpoints, type ReportColumn } from '../../lib/report';
import { chargesBySac } from './licence-invoice';
import { reportQuery, type InvoiceRow } from './licences.repository';

type ReportSettings = Parameters<typeof chargesBySac>[1] &
  Pick<AppConfig, 'SUPPLIER_STATE' | 'SUPPLIER_GST_REGISTERED'>;

/** The SACs of what a row charged for, each once: '997331 998315' (a narrow cell, one a line). */
const sacsOf = (row: InvoiceRow, config: ReportSettings) =>
  [...new Set(chargesBySac(row, config).map((line) => line.sac))].join(' ');

/**
 * The columns a GST return is filled from: taxable value, each tax, the recipient's GSTIN and
 * state, the SACs, the GSTR-1 table the row goes to (gst's `gstr1TableOf`, the return's own rule;
 * '' for a cancelled or ₹0 one). Weights are the PDF's widths in points (landscape A4 holds 762 at
 * 6 pt): each fits its longest word (a GSTIN, a number, ₹99,999.00); a longer one is set smaller,
 * never broken.
 */
/** A document's taxes as it was issued (issue 42): by the supplier's state it kept. */
const taxesOf = (r: InvoiceRow, supplierState: string) =>
  taxAmountsOf(r, r.IssuedAs?.supplierState ?? supplierState);

const columnsFor = (config: ReportSettings): ReportColumn<InvoiceRow>[] => [
  { header: 'Date', weight: 39, width: 12, date: true, value: (r) => r.EntryDate },
  // GSTR-1's tables are by document (invoices, credit notes) and by rate.
  { header: 'Document', weight: 39, width: 14, value: (r) => documentTypeOf(r) },
  { header: 'GSTR-1', weight: 28, width: 8, value: (r) => gstr1TableOf(r, config) },
  { header: 'Number', weight: 54, width: 16, value: (r) => r.InvoiceNo },
  { header: 'Name', weight: 48, width: 28, value: (r) => r.Name },
  { header: 'Mobile', weight: 42, value: (r) => r.MobileNo },
  { header: 'GSTIN', weight: 62, width: 18, value: (r) => r.CustomerGSTIN },
  { header: 'Place of Supply', weight: 44, value: (r) => stateWithCode(r.PlaceOfSupply) },
  { header: 'Product', weight: 32, value: (r) => r.Product },
  { header: 'SAC', weight: 36, width: 16, value: (r) => sacsOf(r, config) },
  { header: 'Type', weight: 42, value: (r) => r.TranType },
  { header: 'Employee', weight: 36, width: 20, value: (r) => r.EmployeeName },
  { header: 'Payment', weight: 41, value: (r) => r.PaymentMethod },
  { header: 'Status', weight: 54, width: 18, value: documentStatusOf },
  { header: 'Rate', weight: 18, value: (r) => gstRateOf(r) },
  { header: 'Taxable', weight: 44, money: true, value: (r) => paise(r.SubTotal) },
  {
    header: 'CGST',
    weight: 42,
    money: true,
    value: (r) => taxesOf(r, config.SUPPLIER_STATE).CGST,
  },
  {
    header: 'SGST',
    weight: 42,
    money: true,
    value: (r) => taxesOf(r, config.SUPPLIER_STATE).SGST,
  },
  {
    header: 'IGST',
    weight: 42,
    money: true,
    value: (r) => taxesOf(r, config.SUPPLIER_STATE).IGST,
  },
  { header: 'Total', weight: 48, money: true, value: (r) => paise(r.TotalCharges) },
];

/**
 * The licence report: transactions oldest first, then totals per payment method and per employee.
 * Asked for by the License Report screen, opened from its signed URL.
 */
export const licenceReportEndpoints = tabularReportEndpoints<LicenceReportFilter, InvoiceRow>({
  path: licencePaths.reportLicense,
  filePath: licencePaths.licenseReportFile,
  routesTitle: 'The licence report',
  tag: 'licences',
  messages: licenceMessages,
  title: 'License Report',
  filter: licenceReportSchema,
  columns: (ctx) => columnsFor(ctx.config),
  fontSize: 6,
  padding: 1.5,
  totals: {
    amount: (row) => paise(row.TotalCharges),
    counts: countsInTotals,
    noun: 'transaction',
    countColumn: 4,
    groups: [
      { title: 'Totals per payment method', header: 'Payment method', key: (r) => r.PaymentMethod },
      { title: 'Totals per employee', header: 'Employee', key: (r) => r.EmployeeName },
    ],
  },
  query: (context, filter) => reportQuery(context.db, filter),
  describe: (filter) =>
    filterWords(filter, {
      Product: [(product) => `Product ${product}`, 'All products'],
      MobileNo: [(mobile) => `Mobile ${mobile}`],
      PaymentMethod: [(method) => `Payment ${method}`],
      EmployeeId: [(id) => `Employee #${id}`],
    }),
});
