import { readFile } from 'node:fs/promises';
import type * as LegacyXls from '@e965/xlsx';
import { numberText } from './cell-text';
import { SheetRefused, SheetRows, type CellText, type SheetReader } from './sheet-bounds';

/** SheetJS makes a date cell's Date at local midnight (give or take a rounding second). */
const localDayOf = (date: Date) => {
  const nearest = new Date(date.getTime() + 30_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${nearest.getFullYear()}-${pad(nearest.getMonth() + 1)}-${pad(nearest.getDate())}`;
};

function textOf(cell: LegacyXls.CellObject | undefined): CellText {
  if (!cell) return '';
  const { v: value } = cell;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : localDayOf(value);
  if (cell.t === 'e' || cell.t === 'z') return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  return '';
}

const LINES_AT_ONCE = 1_000;

/**
 * The first sheet of a legacy binary `.xls` (at most a few MB: read whole, as the format needs;
 * BIFF8 holds at most 65,536 rows), only that sheet parsed, cells without their display text;
 * then handed on a thousand rows at a time within `bounds`.
 */
export const xlsLines: SheetReader = async function* (filePath, bounds) {
  // Loaded only for an .xls: it is a large module, and a worker reading an .xlsx starts sooner.
  const legacyXls = await import('@e965/xlsx');
  let book: LegacyXls.WorkBook;
  try {
    book = legacyXls.read(await readFile(filePath), {
      cellDates: true,
      dense: true,
      sheets: 0,
      sheetRows: bounds.rows + 1,
      cellText: false,
      cellHTML: false,
      cellFormula: false,
    });
  } catch (error) {
    // A compound file that holds no workbook (a Word document), or one SheetJS cannot read.
    throw new SheetRefused('not-a-workbook', undefined, (error as Error).message);
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  const data = (sheet as LegacyXls.DenseWorkSheet | undefined)?.['!data'] ?? [];
  const rows = new SheetRows(bounds);
  for (let index = 0; index < data.length; index += 1) {
    const row = data[index];
    if (!row) continue;
    const number = index + 1;
    rows.startRow();
    for (let column = 0; column < row.length; column += 1) {
      const text = textOf(row[column]);
      if (text !== '') rows.cell(number, column, text);
    }
    rows.endRow(number);
    if (rows.waiting >= LINES_AT_ONCE) yield rows.take();
  }
  if (rows.waiting > 0) yield rows.take();
};
