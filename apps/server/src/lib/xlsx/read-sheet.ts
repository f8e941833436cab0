import type { SheetKind } from './sheet-batches';
import { sheetBatches } from './sheet-batches';
import { SheetRefused, type SheetBounds, type SheetLine } from './sheet-bounds';

export { SheetRefused, type SheetBounds, type SheetLine, type SheetKind };
export type { CellText, SheetRefusal } from './sheet-bounds';

/**
 * The rows of a spreadsheet file checked by content as `xlsx` or `xls`, read within `bounds`.
 * Throws `SheetRefused` for a file it will not read.
 */
export async function* readSheetRows(
  filePath: string,
  kind: SheetKind,
  bounds: SheetBounds,
): AsyncGenerator<SheetLine> {
  for await (const batch of sheetBatches(filePath, kind, bounds)) yield* batch;
}
