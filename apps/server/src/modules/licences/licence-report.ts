import {
  licenceMessages,
  licencePaths,
  stateWithCode,
  taxLinesOf,
  licenceReportSchema,
  paise,
  type LicenceReportFilter,
} from '@yaar/shared';
import { filterWords, tabularReportEndpoints, type ReportColumn } from '../../lib/report';
import { reportQuery, type TransactionRow } from './licences.repository';

/** CGST, SGST and IGST of a row, as its invoice prints them (0 where a tax does not apply). */
const taxesOf = (row: TransactionRow, supplierState: string) => {
  const lines = taxLinesOf(paise(row.GSTCharges), row.IsGST, row.PlaceOfSupply, supplierState);
  const amount = (tax: string) => lines.find(([name]) => name === tax)?.[2] ?? 0;
  return { CGST: amount('CGST'), SGST: amount('SGST'), IGST: amount('IGST') };
};

/**
 * The columns a GST return is filled from: taxable value, each tax, the recipient's GSTIN and
 * state. Weights are the PDF's widths in points (landscape A4 holds about 760 at 6.5 pt).
 */
const columnsFor = (supplierState: string): ReportColumn<TransactionRow>[] => [
  { header: 'Date', weight: 46, width: 12, date: true, value: (r) => r.EntryDate },
  { header: 'Invoice', weight: 63, width: 16, value: (r) => r.InvoiceNo },
  { header: 'Name', weight: 60, width: 28, value: (r) => r.Name },
  { header: 'Mobile', weight: 48, value: (r) => r.MobileNo },
  { header: 'GSTIN', weight: 64, width: 18, value: (r) => r.CustomerGSTIN },
  { header: 'Place of Supply', weight: 50, value: (r) => stateWithCode(r.PlaceOfSupply) },
  { header: 'Product', weight: 38, value: (r) => r.Product },
  { header: 'Type', weight: 40, value: (r) => r.TranType },
  { header: 'Employee', weight: 48, width: 20, value: (r) => r.EmployeeName },
  { header: 'Payment', weight: 40, value: (r) => r.PaymentMethod },
  // A deleted sale stays listed, its invoice cancelled, and out of every total.
  { header: 'Status', weight: 38, value: (r) => (r.CancelledAt ? licenceMessages.cancelled : '') },
  { header: 'Taxable', weight: 52, money: true, value: (r) => paise(r.SubTotal) },
  { header: 'CGST', weight: 46, money: true, value: (r) => taxesOf(r, supplierState).CGST },
  { header: 'SGST', weight: 46, money: true, value: (r) => taxesOf(r, supplierState).SGST },
  { header: 'IGST', weight: 46, money: true, value: (r) => taxesOf(r, supplierState).IGST },
  { header: 'Total', weight: 54, money: true, value: (r) => paise(r.TotalCharges) },
];

/**
 * The licence report: transactions oldest first, then totals per payment method and per employee.
 * Asked for by the License Report screen, opened from its signed URL.
 */
export const licenceReportEndpoints = tabularReportEndpoints<LicenceReportFilter, TransactionRow>({
  path: licencePaths.reportLicense,
  filePath: licencePaths.licenseReportFile,
  routesTitle: 'The licence report',
  tag: 'licences',
  messages: licenceMessages,
  title: 'License Report',
  filter: licenceReportSchema,
  columns: (ctx) => columnsFor(ctx.config.SUPPLIER_STATE),
  fontSize: 6.5,
  padding: 2,
  totals: {
    amount: (row) => paise(row.TotalCharges),
    counts: (row) => !row.CancelledAt,
    noun: 'transaction',
    countColumn: 2,
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
