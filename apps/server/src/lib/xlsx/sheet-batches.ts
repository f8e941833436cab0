import type { SheetBounds, SheetReader } from './sheet-bounds';
import { xlsLines } from './xls-sheet';
import { xlsxLines } from './xlsx-sheet';

export type SheetKind = 'xlsx' | 'xls';

const READERS: Record<SheetKind, SheetReader> = { xlsx: xlsxLines, xls: xlsLines };

/**
 * The rows of a spreadsheet file checked by content as `xlsx` or `xls`, in batches as they are
 * read, in this thread. `readSheetRows` (read-sheet.ts) runs this in a worker; tests call it here.
 */
export const sheetBatches = (filePath: string, kind: SheetKind, bounds: SheetBounds) =>
  READERS[kind](filePath, bounds);
