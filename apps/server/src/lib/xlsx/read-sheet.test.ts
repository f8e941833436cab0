import { describe, expect, it } from 'vitest';
import {
  SHARED_HEAD,
  SHARED_TAIL,
  SHEET_HEAD,
  SHEET_TAIL,
  craftedWorkbook,
  sheetPart,
  sheetXml,
  streamedPart,
  workbookParts,
  zipOf,
} from '../../../test/crafted-xlsx';
import { TEST_SHEET_BOUNDS, plainRows, scratchFolder } from '../../../test/sheet-files';
import { readSheetRows, type SheetLine } from './read-sheet';

/** The reader's worker: rows handed on, refusals, its heap and its time (the parsing: xlsx-sheet.test.ts). */
const { save: fileOf } = scratchFolder('read-sheet-');
const BOUNDS = TEST_SHEET_BOUNDS;
const LIMITS = { heapMb: 64, seconds: 30 };

describe('reading in a worker', () => {
  const goodFile = () => fileOf(craftedWorkbook(sheetPart(sheetXml([['Name'], ['Om'], ['Jay']]))));

  const collect = async (file: string, limits = LIMITS, bounds = BOUNDS) => {
    const lines: SheetLine[] = [];
    for await (const line of readSheetRows(file, 'xlsx', bounds, limits)) lines.push(line);
    return plainRows(lines);
  };

  it('hands on the rows the worker reads, and its refusals', async () => {
    expect(await collect(goodFile())).toEqual([
      [1, ['Name']],
      [2, ['Om']],
      [3, ['Jay']],
    ]);
    await expect(collect(goodFile(), LIMITS, { ...BOUNDS, rows: 2 })).rejects.toMatchObject({
      reason: 'rows',
      row: 3,
    });
  });

  it('refuses a file that needs more memory than the worker may have, and goes on', async () => {
    // 6,00,000 different shared strings: some 40 MB of heap, in a worker allowed 16.
    const shared = streamedPart(
      'xl/sharedStrings.xml',
      (function* () {
        yield SHARED_HEAD;
        for (let index = 0; index < 600_000; index += 1)
          yield `<si><t>Firm number ${index}</t></si>`;
        yield SHARED_TAIL;
      })(),
    );
    const file = fileOf(zipOf([...workbookParts(true), shared, sheetPart(sheetXml([['a']]))]));
    const roomy = {
      ...BOUNDS,
      sharedStrings: 1_000_000,
      sharedStringBytes: 64 * 1024 * 1024,
      unpackedBytes: 64 * 1024 * 1024,
    };
    await expect(collect(file, { heapMb: 16, seconds: 60 }, roomy)).rejects.toMatchObject({
      reason: 'memory',
    });
    expect(await collect(goodFile())).toHaveLength(3);
  });

  it('refuses a file whose reading takes longer than its time', async () => {
    const sheet = streamedPart(
      'xl/worksheets/sheet1.xml',
      (function* () {
        yield SHEET_HEAD;
        for (let row = 1; row <= 300_000; row += 1)
          yield `<row r="${row}"><c><v>${row}</v></c></row>`;
        yield SHEET_TAIL;
      })(),
    );
    const file = fileOf(craftedWorkbook(sheet));
    const roomy = {
      ...BOUNDS,
      rows: 1_000_000,
      cells: 1_000_000,
      textChars: 10_000_000,
      unpackedBytes: 64 * 1024 * 1024,
    };
    await expect(collect(file, { heapMb: 64, seconds: 0.05 }, roomy)).rejects.toMatchObject({
      reason: 'time',
    });
  });

  it('ends the worker when the caller stops early', async () => {
    for await (const line of readSheetRows(goodFile(), 'xlsx', BOUNDS, LIMITS)) {
      expect(line.number).toBe(1);
      break;
    }
    // Two at a time: were the early stops' workers left running, these would wait for ever.
    const reads = Array.from({ length: 4 }, () => collect(goodFile()));
    expect(await Promise.all(reads)).toHaveLength(4);
  });
});
