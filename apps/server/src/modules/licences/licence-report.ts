import { formatRupees, paise, paiseToRupees, type LicenceReportFilter } from '@yaar/shared';
import type { Database } from '../../db/client';
import { forEachCursorBatch } from '../../lib/cursor';
import { FONT_BOLD, pdfTable, type Pdf } from '../../lib/pdf';
import { streamPdf, streamXlsxReport, type ReportColumn, type RowSource } from '../../lib/report';
import { reportQuery, type TransactionRow } from './licences.repository';

const BATCH_ROWS = 1000;

const COLUMNS: ReportColumn<TransactionRow>[] = [
  { header: 'Date', weight: 1.1, value: (r) => r.EntryDate },
  { header: 'Invoice', weight: 1.4, value: (r) => r.InvoiceNo },
  { header: 'Product', value: (r) => r.Product },
  { header: 'Name', weight: 1.8, value: (r) => r.Name },
  { header: 'Mobile', weight: 1.2, value: (r) => r.MobileNo },
  { header: 'Type', weight: 1.1, value: (r) => r.TranType },
  { header: 'Employee', weight: 1.6, value: (r) => r.EmployeeName },
  { header: 'Payment', value: (r) => r.PaymentMethod },
  { header: 'Taxable', weight: 1.35, money: true, value: (r) => paise(r.SubTotal) },
  { header: 'GST', weight: 1.35, money: true, value: (r) => paise(r.GSTCharges) },
  { header: 'Total', weight: 1.35, money: true, value: (r) => paise(r.TotalCharges) },
];

/** Running totals per payment method and per employee: a few keys, whatever the row count. */
class Totals {
  readonly byMethod = new Map<string, number>();
  readonly byEmployee = new Map<string, number>();
  count = 0;
  sum = 0;
  add(row: TransactionRow) {
    const amount = paise(row.TotalCharges);
    this.count += 1;
    this.sum += amount;
    const method = row.PaymentMethod || '(none)';
    const employee = row.EmployeeName || '(none)';
    this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + amount);
    this.byEmployee.set(employee, (this.byEmployee.get(employee) ?? 0) + amount);
  }
  /** [title, key header, sorted [key, paise]] of each summary. */
  summaries() {
    const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b));
    return [
      ['Totals per payment method', 'Payment method', sorted(this.byMethod)],
      ['Totals per employee', 'Employee', sorted(this.byEmployee)],
    ] as const;
  }
}

export function describeFilter(filter: LicenceReportFilter): string {
  const parts = [
    `From ${filter.FromDate ?? 'the start'} to ${filter.ToDate ?? 'today'}`,
    filter.Product ? `Product ${filter.Product}` : 'All products',
    filter.MobileNo ? `Mobile ${filter.MobileNo}` : '',
    filter.PaymentMethod ? `Payment ${filter.PaymentMethod}` : '',
    filter.EmployeeId ? `Employee #${filter.EmployeeId}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The report's rows from a database cursor, oldest first, each counted into `totals`. */
const rowsOf =
  (db: Database, filter: LicenceReportFilter, totals: Totals): RowSource<TransactionRow> =>
  (onBatch) =>
    forEachCursorBatch<TransactionRow>(db, reportQuery(db, filter), BATCH_ROWS, (rows) => {
      for (const row of rows) totals.add(row);
      return onBatch(rows);
    });

/** The licence report as a PDF: rows oldest first, then totals per payment method and per employee. */
export function writeReportPdf(
  db: Database,
  filter: LicenceReportFilter,
  supplierName: string,
  onError: (e: unknown) => void,
): Pdf {
  const totals = new Totals();
  return streamPdf({
    title: 'License Report',
    subtitle: describeFilter(filter),
    header: `${supplierName} · License Report`,
    footer: describeFilter(filter),
    layout: 'landscape',
    columns: COLUMNS,
    rows: rowsOf(db, filter, totals),
    onError,
    finish: (doc, table) => {
      const cells = COLUMNS.map(() => '');
      cells[3] = `${totals.count} transactions`;
      cells[COLUMNS.length - 1] = formatRupees(totals.sum);
      table.row(cells, true);
      for (const [title, keyHeader, rows] of totals.summaries()) {
        doc.moveDown(1);
        doc.font(FONT_BOLD).fontSize(11).text(title, doc.page.margins.left);
        doc.moveDown(0.3);
        const summary = pdfTable(doc, [
          { header: keyHeader, weight: 3 },
          { header: 'Total', weight: 1, align: 'right' },
        ]);
        for (const [key, amount] of rows) summary.row([key, formatRupees(amount)]);
      }
    },
  });
}

/** The same report as a spreadsheet (formula-safe cells, money as numbers of rupees), streamed. */
export function streamReportXlsx(
  db: Database,
  filter: LicenceReportFilter,
  onError: (e: unknown) => void,
) {
  const totals = new Totals();
  const rupees = (amount: number) => Number(paiseToRupees(amount));
  return streamXlsxReport({
    sheetName: 'License Report',
    columns: COLUMNS,
    rows: rowsOf(db, filter, totals),
    onError,
    finish: () => {
      const total = COLUMNS.map((): string | number => '');
      total[0] = 'Total';
      total[1] = `${totals.count} transactions`;
      total[COLUMNS.length - 1] = rupees(totals.sum);
      return [
        [],
        total,
        ...totals
          .summaries()
          .flatMap(([, keyHeader, rows]) => [
            [],
            [keyHeader, 'Total'],
            ...rows.map(([key, amount]) => [key, rupees(amount)]),
          ]),
      ];
    },
  });
}
