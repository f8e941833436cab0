import type { Readable } from 'node:stream';
import { formatRupees, paiseToRupees, rupeesToPaise, type LicenceReportFilter } from '@yaar/shared';
import type { Database } from '../../db/client';
import { FONT_BOLD, createPdf, pdfTable, whenReaderKeepsUp, type Pdf } from '../../lib/pdf';
import { streamXlsx } from '../../lib/xlsx/xlsx-stream';
import { forEachTransactionBatch, type TransactionRow } from './licences.repository';

const BATCH_ROWS = 1000;
const paise = (numeric: string) => rupeesToPaise(numeric) ?? 0;

const COLUMNS = [
  { header: 'Date', weight: 1.1, key: (r: TransactionRow) => r.entryDate },
  { header: 'Invoice', weight: 1.4, key: (r: TransactionRow) => r.invoiceNo },
  { header: 'Product', weight: 1, key: (r: TransactionRow) => r.product },
  { header: 'Name', weight: 1.8, key: (r: TransactionRow) => r.name },
  { header: 'Mobile', weight: 1.2, key: (r: TransactionRow) => r.mobileNo },
  { header: 'Type', weight: 1.1, key: (r: TransactionRow) => r.tranType },
  { header: 'Employee', weight: 1.6, key: (r: TransactionRow) => r.employeeName },
  { header: 'Payment', weight: 1, key: (r: TransactionRow) => r.paymentMethod },
] as const;
const MONEY = [
  { header: 'Taxable', key: (r: TransactionRow) => r.subTotal },
  { header: 'GST', key: (r: TransactionRow) => r.gstCharges },
  { header: 'Total', key: (r: TransactionRow) => r.totalCharges },
] as const;

/** Running totals per payment method and per employee: a few keys, whatever the row count. */
class Totals {
  readonly byMethod = new Map<string, number>();
  readonly byEmployee = new Map<string, number>();
  count = 0;
  sum = 0;
  add(row: TransactionRow) {
    const amount = paise(row.totalCharges);
    this.count += 1;
    this.sum += amount;
    const method = row.paymentMethod || '(none)';
    const employee = row.employeeName || '(none)';
    this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + amount);
    this.byEmployee.set(employee, (this.byEmployee.get(employee) ?? 0) + amount);
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

/** The licence report as a PDF: rows oldest first, then totals per payment method and per employee. */
export function writeReportPdf(
  db: Database,
  filter: LicenceReportFilter,
  supplierName: string,
  onError: (e: unknown) => void,
): Pdf {
  const doc = createPdf({
    title: 'License Report',
    header: `${supplierName} · License Report`,
    footer: describeFilter(filter),
    layout: 'landscape',
  });
  const totals = new Totals();
  const run = async () => {
    doc.font(FONT_BOLD).fontSize(14).text('License Report');
    doc.fontSize(9).text(describeFilter(filter)).moveDown(0.5);
    const table = pdfTable(
      doc,
      [
        ...COLUMNS.map(({ header, weight }) => ({ header, weight })),
        ...MONEY.map(({ header }) => ({ header, weight: 1.35, align: 'right' as const })),
      ],
      { fontSize: 8 },
    );
    await forEachTransactionBatch(db, filter, BATCH_ROWS, async (rows) => {
      for (const row of rows) {
        totals.add(row);
        table.row([
          ...COLUMNS.map((c) => c.key(row)),
          ...MONEY.map((m) => formatRupees(paise(m.key(row)))),
        ]);
      }
      await whenReaderKeepsUp(doc);
    });
    table.row(
      [
        '',
        '',
        '',
        `${totals.count} transactions`,
        '',
        '',
        '',
        '',
        '',
        '',
        formatRupees(totals.sum),
      ],
      true,
    );
    for (const [title, map] of [
      ['Totals per payment method', totals.byMethod],
      ['Totals per employee', totals.byEmployee],
    ] as const) {
      doc.moveDown(1);
      doc.font(FONT_BOLD).fontSize(11).text(title, doc.page.margins.left);
      doc.moveDown(0.3);
      const summary = pdfTable(doc, [
        { header: title === 'Totals per employee' ? 'Employee' : 'Payment method', weight: 3 },
        { header: 'Total', weight: 1, align: 'right' },
      ]);
      for (const [key, amount] of [...map].sort(([a], [b]) => a.localeCompare(b)))
        summary.row([key, formatRupees(amount)]);
    }
    doc.end();
  };
  run().catch((error: unknown) => {
    onError(error);
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}

type Cells = readonly (string | number)[];

/** The same report as a spreadsheet (lib/xlsx: formula-safe cells, money as numbers), streamed. */
export function streamReportXlsx(
  db: Database,
  filter: LicenceReportFilter,
  onError: (e: unknown) => void,
): Readable {
  const headers = [...COLUMNS, ...MONEY].map(({ header }) => header);
  const totals = new Totals();
  return streamXlsx<Cells>({
    sheetName: 'License Report',
    columns: headers.map((header, index) => ({
      header,
      value: (cells: Cells) => cells[index] ?? '',
    })),
    onError,
    produceRows: async (write) => {
      await forEachTransactionBatch(db, filter, BATCH_ROWS, (rows) => {
        for (const row of rows) totals.add(row);
        return write(
          rows.map((row) => [
            ...COLUMNS.map((c) => c.key(row)),
            ...MONEY.map((m) => Number(m.key(row))),
          ]),
        );
      });
      const summary: Cells[] = [
        [],
        [
          'Total',
          `${totals.count} transactions`,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          Number(paiseToRupees(totals.sum)),
        ],
      ];
      for (const [title, map] of [
        ['Payment method', totals.byMethod],
        ['Employee', totals.byEmployee],
      ] as const) {
        summary.push([], [title, 'Total']);
        for (const [key, amount] of [...map].sort(([a], [b]) => a.localeCompare(b)))
          summary.push([key, Number(paiseToRupees(amount))]);
      }
      await write(summary);
    },
  });
}
