import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxSheet } from './xlsx-stream';

interface Sale {
  name: string | null;
  amount: number;
  day: Date;
}

async function written(sheet: Omit<XlsxSheet<Sale>, 'onError'>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(sheet, out);
  return Buffer.concat(chunks);
}

/** Every file of a zip by its central directory, inflated, with its CRC checked. */
function unzip(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const crc = file.readUInt32LE(at + 16);
    const compressedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + file.readUInt16LE(local + 26);
    const data = zlib.inflateRawSync(file.subarray(dataStart, dataStart + compressedSize));
    expect(zlib.crc32(data), name).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

const sales: Sale[] = [
  { name: 'Shree Ganesh & Sons <Rajkot>', amount: 1234.5, day: new Date(Date.UTC(2026, 10, 25)) },
  { name: '  શ્રી ઉમિયા ટ્રેડર્સ  ', amount: 0, day: new Date(Date.UTC(2026, 0, 1)) },
  { name: '=HYPERLINK("http://x")', amount: -5, day: new Date(Date.UTC(2025, 3, 1)) },
  { name: null, amount: 7, day: new Date(Date.UTC(2024, 1, 29)) },
];

const columns: XlsxSheet<Sale>['columns'] = [
  { header: 'Name', width: 30, value: (sale) => sale.name },
  { header: 'Amount', value: (sale) => sale.amount, numFmt: '"₹"#,##0.00' },
  { header: 'Day', value: (sale) => sale.day, numFmt: 'dd-mm-yyyy' },
];

describe('writeXlsx', () => {
  it('writes a zip whose every file inflates to its CRC, and XML a spreadsheet reads back', async () => {
    const file = await written({
      sheetName: 'Sales & Co',
      columns,
      preamble: [['Sales report'], ['From 01-04-2025 to 25-11-2026']],
      produceRows: async (write) => {
        await write(sales.slice(0, 2));
        await write(sales.slice(2));
      },
    });
    const parts = unzip(file);
    expect([...parts.keys()]).toContain('xl/worksheets/sheet1.xml');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Sales & Co');
    expect(sheet.getCell('A1').value).toBe('Sales report');
    expect(sheet.getCell('A3').value).toBe('Name');
    expect(sheet.getCell('A3').font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBe(16);

    expect(sheet.getCell('A4').value).toBe('Shree Ganesh & Sons <Rajkot>');
    expect(sheet.getCell('B4').value).toBe(1234.5);
    expect(sheet.getCell('B4').numFmt).toBe('"₹"#,##0.00');
    expect(sheet.getCell('C4').value).toEqual(new Date(Date.UTC(2026, 10, 25)));
    expect(sheet.getCell('C4').numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getCell('A5').value).toBe('  શ્રી ઉમિયા ટ્રેડર્સ  ');
    // Formula injection: the text is kept as text, never a formula.
    expect(sheet.getCell('A6').value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getCell('A7').value).toBeNull();
    expect(sheet.getCell('C7').value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(sheet.rowCount).toBe(7);
  });

  it('writes the header plain and first when there is no preamble', async () => {
    const file = await written({
      sheetName: 'Sales',
      columns,
      produceRows: async (write) => write(sales.slice(0, 1)),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Day']);
    expect(sheet.getCell('A1').font?.bold).toBeFalsy();
    expect(sheet.getCell('B2').value).toBe(1234.5);
  });
});
