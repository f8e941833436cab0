import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as legacyXls from '@e965/xlsx';
import { afterAll, expect, it } from 'vitest';
import { sheetBatches } from './sheet-batches';
import { SheetRefused, type SheetBounds, type SheetLine } from './sheet-bounds';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xls-sheet-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BOUNDS: SheetBounds = {
  rows: 1_000,
  cells: 10_000,
  cellChars: 100,
  textChars: 50_000,
  sharedStrings: 1_000,
  sharedStringBytes: 64 * 1024,
  unpackedBytes: 8 * 1024 * 1024,
  packingRatio: 100,
};

function xlsOf(rows: unknown[][]): string {
  const book = legacyXls.utils.book_new();
  legacyXls.utils.book_append_sheet(book, legacyXls.utils.aoa_to_sheet(rows), 'Leads');
  const file = path.join(dir, `${rows.length}-${Math.random()}.xls`);
  fs.writeFileSync(file, legacyXls.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
  return file;
}

async function linesIn(file: string, bounds = BOUNDS) {
  const lines: SheetLine[] = [];
  for await (const batch of sheetBatches(file, 'xls', bounds)) lines.push(...batch);
  return lines.map(({ number, cells }) => [number, Array.from(cells, (text) => text ?? '')]);
}

async function refusalOf(file: string, bounds = BOUNDS) {
  try {
    await linesIn(file, bounds);
    return null;
  } catch (error) {
    if (error instanceof SheetRefused) return error;
    throw error;
  }
}

it('reads a legacy .xls: numbers without exponent, dates as days, empty rows left out', async () => {
  const file = xlsOf([
    ['Name', 'Mobile', 'Next'],
    [' Om Traders ', 9876543210, new Date(2026, 11, 31)],
    [],
    [null, null, 'x'],
  ]);
  expect(await linesIn(file)).toEqual([
    [1, ['Name', 'Mobile', 'Next']],
    [2, ['Om Traders', '9876543210', '2026-12-31']],
    [4, ['', '', 'x']],
  ]);
});

it('holds an .xls to the same bounds as an .xlsx', async () => {
  const rows = Array.from({ length: 30 }, (_, row) => Array.from({ length: 10 }, () => `r${row}`));
  expect(await refusalOf(xlsOf(rows), { ...BOUNDS, rows: 29 })).toMatchObject({
    reason: 'rows',
    row: 30,
  });
  expect(await refusalOf(xlsOf(rows), { ...BOUNDS, cells: 250 })).toMatchObject({
    reason: 'cells',
  });
  expect(await refusalOf(xlsOf([['a'], ['x'.repeat(101)]]))).toMatchObject({
    reason: 'cell-chars',
    row: 2,
  });
});

it('refuses a compound file that holds no workbook', async () => {
  // A compound file's signature followed by nothing a spreadsheet reader can use.
  const file = path.join(dir, 'not-a-book.xls');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(4096),
    ]),
  );
  expect(await refusalOf(file)).toMatchObject({ reason: 'not-a-workbook' });
});
