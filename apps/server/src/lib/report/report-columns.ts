import { formatRupees, paiseToRupees } from '@yaar/shared';

/** One column of an export or report: PDF and .xlsx read the same definition. */
export interface ReportColumn<Row> {
  header: string;
  /** Share of the PDF table's width (default 1). */
  weight?: number;
  /** Width in the spreadsheet, in characters. */
  width?: number;
  /** The value is paise: the PDF prints ₹ text right-aligned, the sheet a number of rupees. */
  money?: boolean;
  value: (row: Row) => string | number | null | undefined;
}

/** Rows in order, a batch at a time (lib/cursor); resolves when there are no more. */
export type RowSource<Row> = (onBatch: (rows: Row[]) => Promise<void>) => Promise<void>;

export const pdfCell = <Row>(column: ReportColumn<Row>, row: Row): string => {
  const value = column.value(row);
  if (column.money) return formatRupees(Number(value ?? 0));
  return value === null || value === undefined ? '' : String(value);
};

export const sheetCell = <Row>(column: ReportColumn<Row>, row: Row) => {
  const value = column.value(row);
  return column.money ? Number(paiseToRupees(Number(value ?? 0))) : value;
};
