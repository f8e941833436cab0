import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { fileTypeFromFile } from 'file-type';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './file-check';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const SPREADSHEETS = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-cfb',
] as const;

describe('detectFileType', () => {
  it('knows an .xlsx whose large sheet a streaming writer put before its content types', async () => {
    const file = path.join(dir, 'streamed.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useSharedStrings: true,
    });
    const sheet = book.addWorksheet('Leads');
    for (let row = 0; row < 50_000; row += 1)
      sheet
        .addRow([`Firm ${row}`, '', String(8_100_000_000 + row), 'Service', '', '', 'Surat'])
        .commit();
    sheet.commit();
    await book.commit();
    // The sniffer alone reads only the start and sees a plain zip.
    expect((await fileTypeFromFile(file))?.mime).toBe('application/zip');
    expect(await detectFileType(file, SPREADSHEETS)).toEqual({
      mime: SPREADSHEETS[0],
      extension: 'xlsx',
    });
  });

  it('does not take any other zip for a workbook', async () => {
    const file = path.join(dir, 'other.zip');
    // A stored (uncompressed) zip of one file, large enough that the sniffer stops early.
    const name = Buffer.from('data.bin');
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(body.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(name.length, 28);
    const directoryOffset = local.length + name.length + body.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(directoryOffset, 16);
    fs.writeFileSync(file, Buffer.concat([local, name, body, central, name, end]));
    expect(await detectFileType(file, SPREADSHEETS)).toBeNull();
  });
});
