import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  BOLD_STYLE,
  SHEET_END,
  columnLetters,
  formatStyle,
  packageParts,
  rowXml,
  sheetStart,
  stylesXml,
  type CellValue,
} from './sheet-xml';
import { ZipWriter } from './zip-writer';
import { safeCell } from './safe-cell';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of a sheet: its header, its width in characters, and how a row fills its cell. */
export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  /** Text is written through `safeCell` (never a formula); numbers and dates as themselves. */
  value: (row: Row) => string | number | Date | null | undefined;
  /** Excel's number format of the column's cells, e.g. '"₹"#,##0.00' or 'dd-mm-yyyy'. */
  numFmt?: string;
}

export interface XlsxSheet<Row> {
  sheetName: string;
  columns: readonly XlsxColumn<Row>[];
  /** Rows above the header (a report's title and filters); the header follows them. */
  preamble?: readonly (readonly (string | number)[])[];
  /** Calls `write` with each batch of rows, in order, and resolves when there are no more. */
  produceRows: (write: (rows: readonly Row[]) => Promise<void>) => Promise<void>;
  /** Called once when writing fails (the stream is then destroyed with the error). */
  onError: (error: unknown) => void;
  /** zlib's level; zlib's fastest unless a file kept for long wants to be small (9). */
  deflateLevel?: number;
  /** Small sheets of text after the first (a template's example and allowed values). */
  moreSheets?: readonly { name: string; rows: readonly (readonly string[])[] }[];
}

/**
 * zlib's fastest level: three times as fast as its default on sheet XML, and the file is no larger
 * than ExcelJS's was (24 MB for 200,000 leads).
 */
const FAST_DEFLATE = 1;
const EXCEL_DAYS_BEFORE_1970 = 25_569;
const DAY_MS = 86_400_000;

const cellOf = (value: string | number | Date | null | undefined) =>
  typeof value === 'number'
    ? value
    : value instanceof Date
      ? value.getTime() / DAY_MS + EXCEL_DAYS_BEFORE_1970
      : safeCell(value);

/**
 * Writes one sheet into `out` row by row as `produceRows` yields them, and ends `out`. The sheet's
 * XML is made here and deflated by zlib as it goes (ExcelJS's streaming writer spent four times
 * as long per cell, and had no back-pressure of its own): a batch is one write, and the next
 * batch is asked for only when zlib and `out` want more.
 */
export async function writeXlsx<Row>(
  sheetSpec: Omit<XlsxSheet<Row>, 'onError'>,
  out: Writable,
): Promise<void> {
  const { columns, preamble } = sheetSpec;
  const zip = new ZipWriter(out, sheetSpec.deflateLevel ?? FAST_DEFLATE);
  const formats = [...new Set(columns.flatMap((column) => column.numFmt ?? []))];
  const more = sheetSpec.moreSheets ?? [];
  const names = [sheetSpec.sheetName, ...more.map((sheet) => sheet.name)];
  for (const [name, content] of Object.entries(packageParts(...names)))
    await zip.addFile(name, content);
  await zip.addFile('xl/styles.xml', stylesXml(formats));
  const letters = columns.map((_, index) => columnLetters(index + 1));
  const styles = columns.map((column) =>
    column.numFmt ? formatStyle(formats.indexOf(column.numFmt)) : undefined,
  );
  const headerStyle = preamble && formats.length > 0 ? BOLD_STYLE : undefined;
  let rowNumber = 0;
  const row = (values: readonly CellValue[], cellStyles: readonly (number | undefined)[] = []) =>
    rowXml((rowNumber += 1), values, letters, cellStyles);

  await zip.addStreamedFile('xl/worksheets/sheet1.xml', async (write) => {
    let head = sheetStart(columns.map((column) => column.width ?? 16));
    for (const line of preamble ?? []) head += row(line.map((cell) => cellOf(cell)));
    head += row(
      columns.map((column) => safeCell(column.header)),
      columns.map(() => headerStyle),
    );
    await write(head);
    await sheetSpec.produceRows(async (rows) => {
      let xml = '';
      for (const record of rows)
        xml += row(
          columns.map((column) => cellOf(column.value(record))),
          styles,
        );
      await write(xml);
    });
    await write(SHEET_END);
  });
  for (const [index, sheet] of more.entries()) {
    const widest = Math.max(0, ...sheet.rows.map((line) => line.length));
    const sheetLetters = Array.from({ length: widest }, (_, at) => columnLetters(at + 1));
    const lines = sheet.rows.map((line, at) =>
      rowXml(at + 1, line.map(safeCell), sheetLetters, []),
    );
    await zip.addFile(
      `xl/worksheets/sheet${index + 2}.xml`,
      sheetStart(sheetLetters.map(() => 24)) + lines.join('') + SHEET_END,
    );
  }
  await zip.finish();
}

/** The `.xlsx` as a stream returned at once; rows are written as `produceRows` yields them. */
export function streamXlsx<Row>(sheetSpec: XlsxSheet<Row>): Readable {
  const out = new PassThrough();
  writeXlsx(sheetSpec, out).catch((error: unknown) => {
    sheetSpec.onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
