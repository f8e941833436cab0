import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { sheetBatches, type SheetKind } from '../src/lib/xlsx/sheet-batches';
import { SheetRefused, type SheetBounds, type SheetLine } from '../src/lib/xlsx/sheet-bounds';

/** Bounds a test reaches with a file of a few KB, where the import's own need megabytes. */
export const TEST_SHEET_BOUNDS: SheetBounds = {
  rows: 1_000,
  cells: 10_000,
  cellChars: 100,
  textChars: 50_000,
  sharedStrings: 1_000,
  sharedStringBytes: 64 * 1024,
  unpackedBytes: 8 * 1024 * 1024,
  packingRatio: 100,
};

/**
 * A folder of its own for one test file, removed when the file's tests end: the readers take a
 * path, not bytes. `save` writes `bytes` to a new file in it and returns the path.
 */
export function scratchFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let fileCount = 0;
  const save = (bytes: Buffer | Uint8Array, extension = 'xlsx') => {
    const file = path.join(dir, `${(fileCount += 1)}.${extension}`);
    fs.writeFileSync(file, bytes);
    return file;
  };
  return { dir, save };
}

/** Rows as plain arrays (holes as ''), the way a caller reads them. */
export const plainRows = (lines: SheetLine[]) =>
  lines.map(({ number, cells }) => [number, Array.from(cells, (text) => text ?? '')] as const);

/** Every row of `file` read in batches; `pause` makes a slow consumer between batches. */
export async function sheetRowsOf(
  file: string,
  kind: SheetKind,
  bounds = TEST_SHEET_BOUNDS,
  pause = false,
) {
  const lines: SheetLine[] = [];
  for await (const batch of sheetBatches(file, kind, bounds)) {
    lines.push(...batch);
    // The reader must not depend on how fast it is asked for more.
    if (pause) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return plainRows(lines);
}

/** Why reading `file` was refused; a file read whole fails the test. */
export async function sheetRefusalOf(
  file: string,
  kind: SheetKind,
  bounds = TEST_SHEET_BOUNDS,
): Promise<SheetRefused> {
  try {
    await sheetRowsOf(file, kind, bounds);
  } catch (error) {
    if (error instanceof SheetRefused) return error;
    throw error;
  }
  throw new Error('the file was read');
}
