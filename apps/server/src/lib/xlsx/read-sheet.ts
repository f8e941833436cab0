import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import * as legacyXls from '@e965/xlsx';

/** A cell as text: numbers without exponent, dates as `YYYY-MM-DD`, formulas by their result. */
export type CellText = string;

/** The day of a date cell. Excel keeps days without a zone; both readers give them at UTC midnight. */
const dayOf = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

function textOf(value: unknown): CellText {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      hyperlink?: string;
    };
    if (cell.richText)
      return cell.richText
        .map((run) => run.text)
        .join('')
        .trim();
    if ('result' in cell) return textOf(cell.result);
    if ('text' in cell) return textOf(cell.text);
  }
  return '';
}

/** A row with cells: its number in the sheet (1 for the first) and the texts of its cells from A. */
export interface SheetLine {
  number: number;
  cells: CellText[];
}

/**
 * The first worksheet's rows of an `.xlsx`, read as a stream (the file is never held whole), each
 * numbered as in the sheet. Empty rows are skipped.
 */
async function* xlsxRows(filePath: string): AsyncGenerator<SheetLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = Array.isArray(row.values) ? row.values : [];
      const cells: CellText[] = [];
      for (let index = 1; index < values.length; index += 1) cells.push(textOf(values[index]));
      if (cells.some((text) => text !== '')) yield { number: row.number, cells };
    }
    return; // the first sheet only
  }
}

/** SheetJS makes a date cell's Date at local midnight (give or take a rounding second). */
const localDayOf = (date: Date) => {
  const nearest = new Date(date.getTime() + 30_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${nearest.getFullYear()}-${pad(nearest.getMonth() + 1)}-${pad(nearest.getDate())}`;
};

/** The first sheet of a legacy binary `.xls` (at most a few MB: read whole, as the format needs). */
async function* xlsRows(filePath: string): AsyncGenerator<SheetLine> {
  const book = legacyXls.read(await readFile(filePath), { cellDates: true, dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return;
  const rows = legacyXls.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
  });
  const firstRow = legacyXls.utils.decode_range(sheet['!ref'] ?? 'A1').s.r + 1;
  for (const [index, row] of rows.entries()) {
    const cells = row.map((value) => (value instanceof Date ? localDayOf(value) : textOf(value)));
    if (cells.some((text) => text !== '')) yield { number: firstRow + index, cells };
  }
}

/** The rows of a spreadsheet file checked by content as `xlsx` or `xls`. */
export const readSheetRows = (filePath: string, kind: 'xlsx' | 'xls') =>
  kind === 'xlsx' ? xlsxRows(filePath) : xlsRows(filePath);
