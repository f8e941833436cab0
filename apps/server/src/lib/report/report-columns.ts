import { displayDay, formatRupees, paiseToRupees } from '@yaar/shared';

/** One column of an export or report: PDF and .xlsx read the same definition. */
export interface ReportColumn<Row> {
  header: string;
  /** Share of the PDF table's width (default 1). */
  weight?: number;
  /** Width in the spreadsheet, in characters. */
  width?: number;
  /** The value is paise: the PDF prints ₹ text right-aligned, the sheet a number of rupees as ₹. */
  money?: boolean;
  /** A count or other plain number: right-aligned in the PDF, as figures are read. */
  numeric?: boolean;
  /** A count added up in a report's total row (money columns always are). */
  summed?: boolean;
  /** The value is a day ('YYYY-MM-DD'): DD-MM-YYYY in the PDF, a real date in the sheet. */
  date?: boolean;
  value: (row: Row) => string | number | null | undefined;
}

/** Rows in order, a batch at a time (lib/cursor); resolves when there are no more. */
export type RowSource<Row> = (onBatch: (rows: Row[]) => Promise<void>) => Promise<void>;

/** Excel's formats: rupees with two decimals, and the day as Indian documents write it. */
export const RUPEES_FORMAT = '"₹"#,##0.00';
export const DAY_FORMAT = 'dd-mm-yyyy';

export const pdfCell = <Row>(column: ReportColumn<Row>, row: Row): string => {
  const value = column.value(row);
  if (column.money) return formatRupees(Number(value ?? 0));
  if (value === null || value === undefined) return '';
  return column.date ? displayDay(String(value)) : String(value);
};

/** Days from Excel's epoch (1899-12-30) to the Unix one. */
const EXCEL_DAYS_BEFORE_1970 = 25_569;
const DAY_MS = 86_400_000;

/**
 * A day ('YYYY-MM-DD') as Excel keeps a date: its serial number, which the column's date format
 * shows as a date (and readers read back as one). Handing ExcelJS a Date instead costs it three
 * times as long per cell (users.xlsx at 500,000 rows: 18 s against 8 s).
 */
export const excelSerialDay = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) /
    DAY_MS +
  EXCEL_DAYS_BEFORE_1970;

export const sheetCell = <Row>(column: ReportColumn<Row>, row: Row) => {
  const value = column.value(row);
  if (column.money) return Number(paiseToRupees(Number(value ?? 0)));
  if (column.date && typeof value === 'string' && value) return excelSerialDay(value);
  return value;
};

/** The sheet's number format of a column, if it has one. */
export const sheetFormat = (column: ReportColumn<unknown>) =>
  column.money ? RUPEES_FORMAT : column.date ? DAY_FORMAT : undefined;
