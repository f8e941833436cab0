import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
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
}

/** How much sheet XML may wait for the zip compressor before we stop taking rows. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

/**
 * ExcelJS's streaming writer hands the sheet's XML to the zip without back-pressure: at 200,000
 * rows over 100 MB would pile up in front of the compressor. This reads that queue (ExcelJS 4
 * internals, guarded: without them it reads 0 and only the reader's own back-pressure applies).
 */
function queuedForZip(sheet: ExcelJS.Worksheet): number {
  const stream = (
    sheet as unknown as { stream?: { pipes?: unknown[]; buffers?: unknown[]; bufSize?: number } }
  ).stream;
  const own = (stream?.buffers?.length ?? 0) * (stream?.bufSize ?? 0);
  return (stream?.pipes ?? []).reduce<number>(
    (sum, pipe) =>
      sum + ((pipe as { _writableState?: { length?: number } })._writableState?.length ?? 0),
    own,
  );
}

/** Resolves when the compressor and the reader want more; rejects when the reader has gone. */
async function readyForMore(out: Writable, sheet: ExcelJS.Worksheet): Promise<void> {
  for (;;) {
    if (out.destroyed) throw new Error('The export was cancelled.');
    if (!out.writableNeedDrain && queuedForZip(sheet) < MAX_QUEUED_BYTES) return;
    await delay(5);
  }
}

type StyleModelAdder = (model: object | undefined, cellType: number) => number;

/**
 * ExcelJS's streaming writer works out every cell's style afresh: its cache is keyed by the style
 * object, and each cell gets a new one, so a 500,000-row sheet spent a fifth of its time turning
 * the same number format into XML. This remembers the id of a style that is only a number format
 * (or nothing) per cell type; any other style goes to ExcelJS as before. ExcelJS 4 internals,
 * guarded: without them nothing changes.
 */
function rememberNumberFormatStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles?: { addStyleModel?: StyleModelAdder } }).styles;
  const add = styles?.addStyleModel?.bind(styles);
  if (!styles || !add) return;
  const ids = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    const keys = model ? Object.keys(model) : [];
    if (keys.some((key) => key !== 'numFmt')) return add(model, cellType);
    const key = `${cellType}|${(model as { numFmt?: string } | undefined)?.numFmt ?? ''}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = add(model, cellType);
      ids.set(key, id);
    }
    return id;
  };
}

const cellOf = (value: string | number | Date | null | undefined) =>
  typeof value === 'number' || value instanceof Date ? value : safeCell(value);

/** Writes one sheet into `out` row by row as `produceRows` yields them; ends `out` when done. */
export async function writeXlsx<Row>(
  sheetSpec: Omit<XlsxSheet<Row>, 'onError'>,
  out: Writable,
): Promise<void> {
  const formatted = sheetSpec.columns.some((column) => column.numFmt);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: formatted,
    useSharedStrings: false,
  });
  if (formatted) rememberNumberFormatStyles(workbook);
  const sheet = workbook.addWorksheet(sheetSpec.sheetName);
  const { preamble } = sheetSpec;
  sheet.columns = sheetSpec.columns.map((column, index) => ({
    // With a preamble the header is written as a row of its own, under it.
    header: preamble ? undefined : column.header,
    key: String(index),
    width: column.width ?? 16,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  if (preamble) {
    for (const line of preamble) sheet.addRow(line.map((cell) => cellOf(cell))).commit();
    const header = sheet.addRow(sheetSpec.columns.map((column) => column.header));
    if (formatted) header.font = { bold: true };
    header.commit();
  }
  await sheetSpec.produceRows(async (rows) => {
    for (const row of rows)
      sheet.addRow(sheetSpec.columns.map((column) => cellOf(column.value(row)))).commit();
    await readyForMore(out, sheet);
  });
  sheet.commit();
  await workbook.commit();
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
