import type { Readable } from 'node:stream';
import { streamXlsx } from '../xlsx/xlsx-stream';
import { sheetCell, sheetFormat, type ReportColumn, type RowSource } from './report-columns';

type Cells = readonly (string | number | Date | null | undefined)[];

export interface XlsxReport<Row> {
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  rows: RowSource<Row>;
  /** Rows above the header: the report's title and the filters it was made with. */
  preamble?: readonly (readonly (string | number)[])[];
  /** Rows written after the data (totals), when every row is in. */
  finish?: () => Cells[];
  onError: (error: unknown) => void;
}

/** The same report as a spreadsheet (formula-safe text, money as numbers), streamed with back-pressure. */
export function streamXlsxReport<Row>(report: XlsxReport<Row>): Readable {
  return streamXlsx<Cells>({
    sheetName: report.sheetName,
    columns: report.columns.map((column, index) => ({
      header: column.header,
      width: column.width,
      numFmt: sheetFormat(column as ReportColumn<unknown>),
      value: (cells: Cells) => cells[index],
    })),
    preamble: report.preamble,
    onError: report.onError,
    produceRows: async (write) => {
      await report.rows((rows) =>
        write(rows.map((row) => report.columns.map((column) => sheetCell(column, row)))),
      );
      if (report.finish) await write(report.finish());
    },
  });
}
