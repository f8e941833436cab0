import type { CellText } from './sheet-bounds';

/** The day of a date, `YYYY-MM-DD`, as Excel keeps days (without a zone, read at UTC midnight). */
export const dayOf = (date: Date): CellText =>
  Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);

/** A number as a sheet shows it to a reader of leads: integers without exponent or decimals. */
export const numberText = (value: number): CellText =>
  Number.isInteger(value) ? value.toFixed(0) : String(value);

/** The day of an Excel serial date (days since 1899-12-30, or since 1904-01-01 in a 1904 workbook). */
export const excelDay = (serial: number, date1904: boolean): CellText =>
  dayOf(new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)));

/** Built-in number formats that show dates (ECMA-376 §18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a number format shows a date or time: a date letter outside quotes and brackets. */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return DATE_FORMAT_IDS.has(id);
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhsb]/i.test(bare.replace(/General/gi, ''));
}
