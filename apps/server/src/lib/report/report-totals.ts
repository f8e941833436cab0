import { formatRupees, paiseToRupees } from '@yaar/shared';
import { FONT_BOLD, fits, pdfTable, type Pdf } from '../pdf';
import type { ReportColumn } from './report-columns';

/** A report's closing totals: the count and sum of the rows, and sums by a key. */
export interface ReportTotals<Row> {
  /** What a row adds, in paise. */
  amount: (row: Row) => number;
  /** What is counted, one of it ('transaction'): '1 transaction', '12 transactions'. */
  noun: string;
  /** The column the count is printed in (a wide one); 'Total' stands in the first. */
  countColumn: number;
  /** Whether a row counts (a cancelled sale is listed but left out of the count and the sums). */
  counts?: (row: Row) => boolean;
  /** Sums per key (payment method, employee), each printed as a small table of its own. */
  groups: readonly { title: string; header: string; key: (row: Row) => string }[];
}

/** Running totals while the rows stream by: a few keys, whatever the row count. */
export class Tally<Row> {
  private count = 0;
  /** The sum of every money column (in paise) and summed count (0 for the others). */
  private readonly columnSums: number[];
  private readonly sums: Map<string, number>[];

  constructor(
    private readonly totals: ReportTotals<Row>,
    private readonly columns: readonly ReportColumn<Row>[],
  ) {
    this.sums = totals.groups.map(() => new Map<string, number>());
    this.columnSums = columns.map(() => 0);
  }

  add(row: Row) {
    if (this.totals.counts && !this.totals.counts(row)) return;
    const amount = this.totals.amount(row);
    this.count += 1;
    this.columns.forEach((column, i) => {
      if (column.money || column.summed) this.columnSums[i]! += Number(column.value(row) ?? 0);
    });
    this.totals.groups.forEach((group, i) => {
      const key = group.key(row) || '(none)';
      this.sums[i]!.set(key, (this.sums[i]!.get(key) ?? 0) + amount);
    });
  }

  /** The total row: its label first, the count, and the sum under every money or summed column. */
  private totalRow<Cell>(
    money: (paise: number) => Cell,
    label: string,
    blank: Cell,
    figure: (sum: number) => Cell,
  ) {
    const cells = this.columns.map((column, i) =>
      column.money
        ? money(this.columnSums[i]!)
        : column.summed
          ? figure(this.columnSums[i]!)
          : blank,
    );
    cells[0] = label as Cell;
    cells[this.totals.countColumn] =
      `${this.count} ${this.totals.noun}${this.count === 1 ? '' : 's'}` as Cell;
    return cells;
  }

  private groupRows() {
    return this.totals.groups.map((group, i) => ({
      ...group,
      rows: [...this.sums[i]!].sort(([a], [b]) => a.localeCompare(b)),
    }));
  }

  /** The PDF's closing rows: the total row in the table, then a table per group. */
  finishPdf(doc: Pdf, table: ReturnType<typeof pdfTable>) {
    table.row(
      this.totalRow(formatRupees, 'Total', '', (sum) => sum.toLocaleString('en-IN')),
      true,
    );
    for (const group of this.groupRows()) {
      // A title with its header and a few rows, or a new page: never a title alone at the foot.
      if (!fits(doc, 90)) doc.addPage();
      else doc.moveDown(1);
      doc.font(FONT_BOLD).fontSize(11).text(group.title, doc.page.margins.left);
      doc.moveDown(0.3);
      const summary = pdfTable(doc, [
        { header: group.header, weight: 3 },
        { header: 'Total', weight: 1, align: 'right' },
      ]);
      for (const [key, amount] of group.rows) summary.row([key, formatRupees(amount)]);
    }
  }

  /**
   * The sheet's closing rows, money as numbers of rupees. A group's sums stand in the last money
   * column, so they carry its ₹ format (a sheet formats by column), their key in the first.
   */
  finishSheet(): (string | number | undefined)[][] {
    const rupees = (amount: number) => Number(paiseToRupees(amount));
    const at = Math.max(
      1,
      this.columns.findLastIndex((column) => column.money),
    );
    const line = (key: string, sum: string | number) => {
      const cells: (string | number | undefined)[] = Array.from(
        { length: at + 1 },
        () => undefined,
      );
      cells[0] = key;
      cells[at] = sum;
      return cells;
    };
    return [
      [],
      this.totalRow<string | number>(rupees, 'Total', '', (sum) => sum),
      ...this.groupRows().flatMap((group) => [
        [],
        line(group.header, 'Total'),
        ...group.rows.map(([key, amount]) => line(key, rupees(amount))),
      ]),
    ];
  }
}
