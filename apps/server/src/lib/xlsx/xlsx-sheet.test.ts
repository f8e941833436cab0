import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  SHARED_HEAD,
  SHARED_TAIL,
  SHEET_HEAD,
  SHEET_TAIL,
  inlineCell,
  repeatedPart,
  sheetXml,
  streamedPart,
  textPart,
  craftedWorkbook,
  sharedStringsBomb,
  sharedStringsPart,
  sheetPart,
  workbookParts,
  zipOf,
  type CraftedPart,
} from '../../../test/crafted-xlsx';
import {
  TEST_SHEET_BOUNDS,
  scratchFolder,
  sheetRefusalOf,
  sheetRowsOf,
} from '../../../test/sheet-files';
import type { SheetRefusal } from './sheet-bounds';

const { save: fileOf } = scratchFolder('xlsx-sheet-');
const BOUNDS = TEST_SHEET_BOUNDS;
const linesIn = (file: string, bounds = BOUNDS, pause = false) =>
  sheetRowsOf(file, 'xlsx', bounds, pause);

const expectRefused = async (file: string, reason: SheetRefusal, bounds = BOUNDS, row?: number) => {
  const refusal = await sheetRefusalOf(file, 'xlsx', bounds);
  expect(refusal.reason, refusal.message).toBe(reason);
  if (row !== undefined) expect(refusal.row).toBe(row);
};

describe('reading an .xlsx', () => {
  it('reads each kind of cell as the text a reader of leads expects', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['Text', 'Number', 'Decimal', 'Date', 'Formula', 'Flag', 'Rich']);
    const row = sheet.addRow([
      '  Shree Ganesh  ',
      9876543210,
      12.5,
      new Date(Date.UTC(2026, 11, 31)),
      { formula: 'B2+1', result: 9876543211 },
      true,
      { richText: [{ text: 'श्री ' }, { text: 'गणेश', font: { bold: true } }] },
    ]);
    row.getCell(4).numFmt = 'dd/mm/yyyy';
    sheet.addRow([]);
    sheet.addRow([null, null, 'only C']);
    const file = fileOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(await linesIn(file)).toEqual([
      [1, ['Text', 'Number', 'Decimal', 'Date', 'Formula', 'Flag', 'Rich']],
      [2, ['Shree Ganesh', '9876543210', '12.5', '2026-12-31', '9876543211', 'true', 'श्री गणेश']],
      [4, ['', '', 'only C']],
    ]);
  });

  it('reads the same rows whatever the order of the parts and however slowly they are taken', async () => {
    // ExcelJS's streaming reader dropped the parts that came after the sheet when its own loop
    // was slower than the unzipping (issue 28): the workbook last, as ExcelJS itself writes it,
    // was answered "Invalid file type". This reader finds every part by the zip's directory.
    const rows = [
      ['CompanyName', 'MobileNo', 'NextDate'],
      ['Shree Motors', '9876543210', ''],
      ['Om Traders', '', 'x'],
    ];
    const parts = [
      ...workbookParts(true),
      sheetPart(
        `${SHEET_HEAD}<row r="1">${rows[0]!.map((text, index) => `<c r="${'ABC'[index]}1" t="s"><v>${index}</v></c>`).join('')}</row>` +
          `<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2"><v>9876543210</v></c><c r="C2" s="1"><v>46387</v></c></row>` +
          `<row r="3">${inlineCell('A3', 'Om Traders')}${inlineCell('C3', 'x')}</row>${SHEET_TAIL}`,
      ),
      sharedStringsPart(
        `${SHARED_HEAD}<si><t>CompanyName</t></si><si><t>MobileNo</t></si><si><r><t>Next</t></r><r><t>Date</t></r><rPh><t>ネクスト</t></rPh></si><si><t>Shree Motors</t></si>${SHARED_TAIL}`,
      ),
    ];
    const expected = [
      [1, ['CompanyName', 'MobileNo', 'NextDate']],
      [2, ['Shree Motors', '9876543210', '2026-12-31']],
      [3, ['Om Traders', '', 'x']],
    ];
    const orders: CraftedPart[][] = [
      parts,
      [...parts].reverse(),
      // The sheet first, the workbook and its relationships last (ExcelJS's own order).
      [parts[5]!, parts[6]!, parts[4]!, parts[0]!, parts[1]!, parts[3]!, parts[2]!],
    ];
    for (const order of orders) {
      const file = fileOf(zipOf(order));
      expect(await linesIn(file)).toEqual(expected);
      expect(await linesIn(file, BOUNDS, true)).toEqual(expected);
    }
  });

  it('refuses what is no workbook, and a workbook whose data is damaged', async () => {
    await expectRefused(fileOf(Buffer.from('CompanyName,MobileNo\n')), 'not-a-workbook');
    await expectRefused(fileOf(zipOf([textPart('data.txt', 'hello')])), 'not-a-workbook');
    const sheet = sheetPart(sheetXml([['a'], ['b']]));
    const spoiled = { ...sheet, deflated: Buffer.from(sheet.deflated).fill(0xff, 4, 12) };
    await expectRefused(fileOf(craftedWorkbook(spoiled)), 'damaged');
    const broken = sheetPart(`${SHEET_HEAD}<row r="1"><c>${SHEET_TAIL}`);
    await expectRefused(fileOf(craftedWorkbook(broken)), 'damaged');
    const doctype = sheetPart(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${SHEET_HEAD}${SHEET_TAIL}`);
    await expectRefused(fileOf(craftedWorkbook(doctype)), 'damaged');
  });

  it('refuses a zip whose directory declares more than the bounds, before unpacking anything', async () => {
    // One cell of 700 MiB of one letter: 700 KB packed.
    const bomb = repeatedPart(
      'xl/worksheets/sheet1.xml',
      `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
      'a',
      700,
      `</t></is></c></row>${SHEET_TAIL}`,
    );
    const file = fileOf(craftedWorkbook(bomb));
    const started = performance.now();
    await expectRefused(file, 'unpacked-bytes', { ...BOUNDS, unpackedBytes: 256 * 1024 * 1024 });
    expect(performance.now() - started).toBeLessThan(1_000);
    // 4 MiB of the same: within the size, but packed a thousand to one.
    const dense = repeatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD, 'a', 4, SHEET_TAIL);
    await expectRefused(fileOf(craftedWorkbook(dense)), 'packing-ratio');
  });

  it('counts the bytes as they unpack: a directory that lies is refused as damaged', async () => {
    const lying = { ...sharedStringsBomb(300), declaredSize: 40_000 };
    const file = fileOf(zipOf([...workbookParts(true), lying, sheetPart(sheetXml([['a']]))]));
    await expectRefused(file, 'damaged', { ...BOUNDS, sharedStrings: 100_000_000 });
  });

  it('refuses a cell, a shared-strings table or a sheet beyond the bounds as it reads', async () => {
    const sheetOf = (xml: string, shared?: string) =>
      fileOf(
        craftedWorkbook(
          sheetPart(xml),
          shared === undefined ? undefined : sharedStringsPart(shared),
        ),
      );
    const long = 'x'.repeat(101);
    await expectRefused(sheetOf(sheetXml([['a'], ['b', long]])), 'cell-chars', BOUNDS, 2);
    // A text far past what the parser is allowed to gather at once is stopped by the byte guard.
    const huge = 'y'.repeat(200_000);
    await expectRefused(sheetOf(sheetXml([['a'], ['b'], [huge]])), 'cell-chars', BOUNDS, 3);
    await expectRefused(
      sheetOf(sheetXml([['a']]), `${SHARED_HEAD}<si><t>${long}</t></si>${SHARED_TAIL}`),
      'cell-chars',
    );
    const strings = Array.from({ length: 1_001 }, (_, index) => `<si><t>${index}</t></si>`);
    await expectRefused(
      sheetOf(sheetXml([['a']]), `${SHARED_HEAD}${strings.join('')}${SHARED_TAIL}`),
      'shared-strings',
    );
    await expectRefused(
      sheetOf(sheetXml([['a']]), `${SHARED_HEAD}${strings.join('')}${SHARED_TAIL}`),
      'shared-string-bytes',
      { ...BOUNDS, sharedStrings: 10_000, sharedStringBytes: 4_000 },
    );
    const rows = Array.from({ length: 1_001 }, (_, index) => [`r${index}`]);
    await expectRefused(sheetOf(sheetXml(rows)), 'rows', BOUNDS, 1_001);
    const wide = Array.from({ length: 20 }, (_, index) =>
      Array.from({ length: 20 }, () => `${index}`),
    );
    await expectRefused(sheetOf(sheetXml(wide)), 'cells', { ...BOUNDS, cells: 399 }, 20);
    await expectRefused(sheetOf(sheetXml(wide)), 'text-chars', { ...BOUNDS, textChars: 300 });
  });

  it('reads a million-row part only as far as the row bound', async () => {
    const sheet = streamedPart(
      'xl/worksheets/sheet1.xml',
      (function* () {
        yield SHEET_HEAD;
        for (let row = 1; row <= 1_000_000; row += 1)
          yield `<row r="${row}"><c><v>${row}</v></c></row>`;
        yield SHEET_TAIL;
      })(),
    );
    const file = fileOf(craftedWorkbook(sheet));
    const bounds = {
      ...BOUNDS,
      rows: 200_001,
      cells: 4_000_000,
      textChars: 40_000_000,
      unpackedBytes: 256 * 1024 * 1024,
    };
    await expectRefused(file, 'rows', bounds, 200_002);
  });
});
