/** A cell as text: numbers without exponent, dates as `YYYY-MM-DD`, formulas by their result. */
export type CellText = string;

/**
 * A row with cells: its number in the sheet (1 for the first) and the texts of its cells from A,
 * index 0 being column A. A cell that holds nothing may be absent (a hole): read `cells[i] ?? ''`.
 */
export interface SheetLine {
  number: number;
  cells: CellText[];
}

/**
 * How much of a spreadsheet a reader takes in before it refuses it. Every bound holds whatever the
 * file says of itself: sizes are checked in the zip's directory first and again as bytes unpack.
 */
export interface SheetBounds {
  /** Rows with at least one filled cell, the header row included. */
  rows: number;
  /** Filled cells in all. */
  cells: number;
  /** Characters in one cell (Excel's own limit is 32,767). */
  cellChars: number;
  /** Characters of all the cells handed on, counted as often as a cell repeats a shared text. */
  textChars: number;
  /** Entries of an `.xlsx`'s shared-strings table, and the bytes that part unpacks to. */
  sharedStrings: number;
  sharedStringBytes: number;
  /** What the parts of an `.xlsx` unpack to in all (declared, and as read). */
  unpackedBytes: number;
  /** Unpacked ÷ packed size of one part above 1 MiB (ordinary sheets pack 5–20 times). */
  packingRatio: number;
}

/** A reader of one format: the rows of `filePath` in batches as they are read, within `bounds`. */
export type SheetReader = (filePath: string, bounds: SheetBounds) => AsyncGenerator<SheetLine[]>;

/** Why a file was refused; `row` names the sheet row where one was at fault. */
export type SheetRefusal =
  | 'not-a-workbook'
  | 'damaged'
  | 'unpacked-bytes'
  | 'packing-ratio'
  | 'rows'
  | 'cells'
  | 'cell-chars'
  | 'text-chars'
  | 'shared-strings'
  | 'shared-string-bytes'
  | 'memory'
  | 'time';

/** A file the reader will not read further, and why: the caller turns `reason` into words. */
export class SheetRefused extends Error {
  constructor(
    readonly reason: SheetRefusal,
    readonly row?: number,
    /** What was found, for the log (`xl/worksheets/sheet1.xml unpacks to more than…`). */
    readonly detail?: string,
  ) {
    super(`${reason}${row === undefined ? '' : ` at row ${row}`}${detail ? `: ${detail}` : ''}`);
  }
}

/** Counts what a reader hands on against the bounds that apply whatever the format. */
export class SheetTally {
  private rows = 0;
  private cells = 0;
  private chars = 0;

  constructor(private readonly bounds: SheetBounds) {}

  /** A filled cell of `row`; throws once a bound is passed. */
  cell(text: CellText, row: number): void {
    if (text.length > this.bounds.cellChars) throw new SheetRefused('cell-chars', row);
    this.cells += 1;
    this.chars += text.length;
    if (this.cells > this.bounds.cells) throw new SheetRefused('cells', row);
    if (this.chars > this.bounds.textChars) throw new SheetRefused('text-chars', row);
  }

  /** A row with a filled cell. */
  row(row: number): void {
    this.rows += 1;
    if (this.rows > this.bounds.rows) throw new SheetRefused('rows', row);
  }
}

/**
 * The rows a reader gathers to hand on, whatever the format: each filled cell is counted against
 * the bounds as it comes, and a row with no filled cell is left out.
 */
export class SheetRows {
  private readonly tally: SheetTally;
  private lines: SheetLine[] = [];
  private cells: CellText[] = [];
  private filled = false;

  constructor(bounds: SheetBounds) {
    this.tally = new SheetTally(bounds);
  }

  /** A row begins (what an unclosed one held is dropped). */
  startRow(): void {
    this.cells = [];
    this.filled = false;
  }

  /** A filled cell (`text` is not '') of `row`, at `column` (0 is A). */
  cell(row: number, column: number, text: CellText): void {
    this.tally.cell(text, row);
    this.cells[column] = text;
    this.filled = true;
  }

  /** Row `row` ends: kept when it has a filled cell. */
  endRow(row: number): void {
    if (this.filled) {
      this.tally.row(row);
      this.lines.push({ number: row, cells: this.cells });
    }
    this.startRow();
  }

  /** How many rows wait to be handed on. */
  get waiting(): number {
    return this.lines.length;
  }

  /** The rows gathered since the last call. */
  take(): SheetLine[] {
    const lines = this.lines;
    this.lines = [];
    return lines;
  }
}
