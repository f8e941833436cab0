import { open, type FileHandle } from 'node:fs/promises';
import { excelDay, numberText } from './cell-text';
import {
  SheetRefused,
  SheetRows,
  type CellText,
  type SheetBounds,
  type SheetLine,
  type SheetReader,
} from './sheet-bounds';
import {
  checkDirectory,
  findFirstSheet,
  readDateStyles,
  readSharedStrings,
  Workbook,
} from './xlsx-parts';
import { localName, XmlPartError, type XmlHandlers } from './xml-part';
import { readZipDirectory, ZipPartError, type ZipPart } from './zip-reader';

/** Excel's last column, XFD. */
const MAX_COLUMN = 16_384;

/** A column's number (A is 1) from a cell reference such as `AB12`; 0 when there is none. */
function columnOf(reference: string | undefined): number {
  if (!reference) return 0;
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return column;
}

/**
 * The rows of the workbook's first sheet, a chunk's worth at a time, each cell as text: shared and
 * inline strings trimmed, numbers without exponent, date-formatted numbers as days, formulas by
 * their cached result, booleans as `true`/`false`, errors as ''. Rows without a filled cell are
 * left out.
 */
async function* sheetLines(book: Workbook): AsyncGenerator<SheetLine[]> {
  const { sheetPath, stylesPath, sharedStringsPath, date1904 } = await findFirstSheet(book);
  if (!sheetPath || !book.has(sheetPath)) throw new SheetRefused('not-a-workbook');
  const dateStyles = await readDateStyles(book, stylesPath);
  const shared = await readSharedStrings(book, sharedStringsPath);
  const { bounds } = book;
  const rows = new SheetRows(bounds);
  let rowNumber = 0;
  /** Inside a `<row>`: cells outside one are not the sheet's. */
  let inRow = false;
  let column = 0;
  let type = 'n';
  let style = 0;
  /** The cell's value (`<v>`) or inline text (`<is>`) as gathered so far. */
  let value = '';
  /** Whether the cell has a value or inline text at all. */
  let valued = false;
  let gathering = false;
  let inInline = false;
  let phonetic = 0;

  const cellText = (raw: string): CellText => {
    switch (type) {
      case 's':
        return shared[Number.parseInt(raw, 10)] ?? '';
      case 'str':
      case 'inlineStr':
        return raw.trim();
      case 'b':
        return raw === '' ? '' : Number.parseInt(raw, 10) !== 0 ? 'true' : 'false';
      case 'e':
        return '';
      case 'd':
        return /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : raw.trim();
      default: {
        if (raw.trim() === '') return '';
        const number = Number.parseFloat(raw);
        return dateStyles.has(style) ? excelDay(number, date1904) : numberText(number);
      }
    }
  };

  const handlers: XmlHandlers = {
    open: (tag) => {
      switch (localName(tag.name)) {
        case 'row': {
          const declared = Number.parseInt(tag.attributes.r ?? '', 10);
          rowNumber = declared > 0 ? declared : rowNumber + 1;
          rows.startRow();
          inRow = true;
          column = 0;
          break;
        }
        case 'c': {
          if (!inRow) break;
          const declared = columnOf(tag.attributes.r);
          column = declared > 0 ? declared : column + 1;
          if (column > MAX_COLUMN) throw new SheetRefused('damaged', rowNumber, 'column');
          type = tag.attributes.t ?? 'n';
          style = Number(tag.attributes.s ?? 0);
          value = '';
          valued = false;
          break;
        }
        case 'v':
          if (inRow && !inInline) {
            value = '';
            valued = true;
            gathering = true;
          }
          break;
        case 'is':
          if (inRow) {
            inInline = true;
            value = '';
            valued = true;
          }
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (inInline && phonetic === 0) gathering = true;
          break;
      }
    },
    text: (text) => {
      if (!gathering) return;
      value += text;
      if (value.length > bounds.cellChars) throw new SheetRefused('cell-chars', rowNumber);
    },
    close: (tag) => {
      switch (localName(tag.name)) {
        case 'v':
        case 't':
          gathering = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'is':
          inInline = false;
          break;
        case 'c': {
          if (!inRow || !valued) break;
          const text = cellText(value);
          valued = false;
          if (text !== '') rows.cell(rowNumber, column - 1, text);
          break;
        }
        case 'row':
          if (inRow) rows.endRow(rowNumber);
          inRow = false;
          break;
      }
    },
  };
  const parsing = book.parse(sheetPath, handlers);
  for (;;) {
    try {
      if ((await parsing.next()).done) return;
    } catch (error) {
      // A run too long inside a row is one of its cells (the guard let the row's start through).
      if (error instanceof XmlPartError && error.reason === 'run-too-long')
        throw new SheetRefused('cell-chars', inRow ? rowNumber : undefined);
      throw error;
    }
    if (rows.waiting > 0) yield rows.take();
  }
}

/** Reads and checks the zip directory; the parts, or `SheetRefused`. */
async function checkedParts(file: FileHandle, bounds: SheetBounds): Promise<ZipPart[]> {
  const parts = await readZipDirectory(file);
  if (!parts) throw new SheetRefused('not-a-workbook');
  checkDirectory(parts, bounds);
  return parts;
}

/**
 * The cheap check before any reading: the zip directory of an `.xlsx` declares no part, and no
 * total, beyond `bounds` (a zip bomb is refused here in milliseconds). Throws `SheetRefused`.
 */
export async function checkXlsxDirectory(filePath: string, bounds: SheetBounds): Promise<void> {
  const file = await open(filePath, 'r');
  try {
    await checkedParts(file, bounds);
  } finally {
    await file.close();
  }
}

/**
 * The first sheet's rows of an `.xlsx`, read as a stream within `bounds`: the zip's directory is
 * checked before anything is unpacked, then each part is found through the workbook's own
 * relationships (the order of the parts in the file does not matter, nor how fast they are read)
 * and unpacked as it is parsed, its bytes counted. Throws `SheetRefused` for a file it will not
 * read.
 */
export const xlsxLines: SheetReader = async function* (filePath, bounds) {
  const file = await open(filePath, 'r');
  try {
    const parts = await checkedParts(file, bounds);
    yield* sheetLines(new Workbook(file, parts, bounds));
  } catch (error) {
    if (error instanceof ZipPartError) throw new SheetRefused('damaged', undefined, error.message);
    if (error instanceof XmlPartError)
      throw new SheetRefused(
        error.reason === 'run-too-long' ? 'cell-chars' : 'damaged',
        undefined,
        error.message,
      );
    throw error;
  } finally {
    await file.close();
  }
};
