import fs from 'node:fs';
import path from 'node:path';
import * as legacyXls from '@e965/xlsx';
import { expect, it } from 'vitest';
import {
  TEST_SHEET_BOUNDS,
  scratchFolder,
  sheetRefusalOf,
  sheetRowsOf,
} from '../../../test/sheet-files';

const { dir, save } = scratchFolder('xls-sheet-');
const BOUNDS = TEST_SHEET_BOUNDS;

function xlsOf(rows: unknown[][]): string {
  const book = legacyXls.utils.book_new();
  legacyXls.utils.book_append_sheet(book, legacyXls.utils.aoa_to_sheet(rows), 'Leads');
  return save(legacyXls.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer, 'xls');
}

const linesIn = (file: string) => sheetRowsOf(file, 'xls');
const refusalOf = (file: string, bounds = BOUNDS) => sheetRefusalOf(file, 'xls', bounds);

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
