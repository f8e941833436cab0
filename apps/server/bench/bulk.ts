import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, MAX_IMPORT_BYTES } from '@yaar/shared';
import { dayIn } from '../src/lib/clock';
import { writeXlsx } from '../src/lib/xlsx/xlsx-stream';
import type { AppProcess } from './app-process';
import { load, type LoadFigures } from './load';

/** An import beside ExcelJS's bare streaming read of the same file. */
export interface ImportBesideBareRead {
  rows: number;
  imported: number;
  fileBytes: number;
  bareReadSeconds: number;
  importSeconds: number;
}

export interface BulkFigures {
  /** The smaller import (`BENCH_SMALL_IMPORT_ROWS`, 20,000), run first on the same pool. */
  small: ImportBesideBareRead;
  rows: number;
  fileBytes: number;
  bareReadSeconds: number;
  importSeconds: number;
  imported: number;
  rssIdleMb: number;
  importPeakRssMb: number;
  /** A leads page loaded (10 connections) while a second import of as many rows runs. */
  pageDuringImport: LoadFigures;
  secondImportSeconds: number;
  assignSeconds: number;
  assigned: number;
  /** The largest import the limits allow (IMPORT_LIMITS.rows rows in a file under 5 MB). */
  largest: {
    rows: number;
    fileBytes: number;
    seconds: number;
    imported: number;
    rssIdleMb: number;
    peakRssMb: number;
  };
}

/** An import file of `rows` distinct leads, as an administrator's purchased list would be. */
async function writeImportFile(file: string, rows: number, firstMobile: number) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = book.addWorksheet('Leads');
  sheet.addRow([...IMPORT_COLUMNS]).commit();
  const towns = ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'];
  for (let index = 0; index < rows; index += 1) {
    sheet
      .addRow([
        `Firm ${index}`,
        '',
        String(firstMobile + index),
        'Service',
        '',
        '',
        towns[index % 4],
        '',
        'OYaar',
        'List',
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
}

/** How many imported leads the bench assigns (fewer when it imports fewer: a tiny run). */
const ASSIGN = 1_000;
const TOWNS = ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'];

/**
 * The largest import the limits allow: IMPORT_LIMITS.rows distinct leads, mobiles as numbers,
 * deflated at zlib's best so that the file stays under MAX_IMPORT_BYTES (an ordinary writer's file
 * of that many rows is about twice the size: the file size is what bounds a real list).
 */
async function writeLargestImportFile(file: string, firstMobile: number, rows: number) {
  const values = (index: number) => [
    `Firm ${index}`,
    '',
    firstMobile + index,
    'Service',
    '',
    '',
    TOWNS[index % 4],
    '',
    'OYaar',
    'List',
  ];
  const out = fs.createWriteStream(file);
  const written = once(out, 'close');
  await writeXlsx(
    {
      sheetName: 'Leads',
      deflateLevel: 9,
      columns: IMPORT_COLUMNS.slice(0, 10).map((header, column) => ({
        header,
        value: (index: number) => values(index)[column],
      })),
      produceRows: async (write) => {
        for (let start = 0; start < rows; start += 5_000)
          await write(Array.from({ length: Math.min(5_000, rows - start) }, (_, k) => start + k));
      },
    },
    out,
  );
  await written;
  return rows;
}

/** One import alone: its time, what it took in, and the server's resident memory idle and at peak. */
async function importMeasured(
  base: string,
  auth: Record<string, string>,
  server: AppProcess,
  file: string,
) {
  server.resetPeak();
  const rssIdleMb = server.rssMb();
  let sampledPeak = rssIdleMb;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, server.rssMb())), 20);
  try {
    const { seconds, imported } = await importFile(base, auth, file);
    return { seconds, imported, rssIdleMb, peakRssMb: Math.max(sampledPeak, server.peakRssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

/** ExcelJS's bare streaming read of the file: the floor an import cannot beat. */
async function bareRead(file: string): Promise<number> {
  const started = performance.now();
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const row of sheet) if (row.number > 0) rows += 1;
  }
  if (rows < 2) throw new Error('the bare read found no rows');
  return (performance.now() - started) / 1000;
}

const post = (url: string, auth: Record<string, string>, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** One import through the API: its time and how many rows it took in. */
async function importFile(base: string, auth: Record<string, string>, file: string) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), 'leads.xlsx');
  const started = performance.now();
  const answer = await fetch(`${base}/api/import-leads`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = (await answer.json()) as { data?: { Imported: number } };
  if (!answer.ok || !body.data) throw new Error(`import answered ${answer.status}`);
  return { seconds: (performance.now() - started) / 1000, imported: body.data.Imported };
}

/**
 * Import `rows` leads through POST /import-leads beside ExcelJS's bare read of the same file, the
 * server's peak RSS above idle, a leads page's p95 while the import runs; then assign 1,000 of the
 * imported leads to an employee (`rows` when fewer), and import the largest file the limits allow
 * (`sizes.largestRows`: IMPORT_LIMITS.rows but in a tiny run).
 */
export async function measureBulk(
  base: string,
  auth: Record<string, string>,
  server: AppProcess,
  sizes: { rows: number; smallRows: number; largestRows: number; pageSeconds: number },
  timeZone: string,
): Promise<BulkFigures> {
  const { rows } = sizes;
  const file = path.join(os.tmpdir(), `yaar-bench-import-${process.pid}.xlsx`);
  await writeImportFile(file, sizes.smallRows, 8_700_000_000);
  const smallBareReadSeconds = await bareRead(file);
  const smallImport = await importMeasured(base, auth, server, file);
  const small = {
    rows: sizes.smallRows,
    imported: smallImport.imported,
    fileBytes: fs.statSync(file).size,
    bareReadSeconds: smallBareReadSeconds,
    importSeconds: smallImport.seconds,
  };

  await writeImportFile(file, rows, 8_100_000_000);
  const fileBytes = fs.statSync(file).size;
  if (fileBytes > MAX_IMPORT_BYTES) throw new Error(`the import file is ${fileBytes} bytes`);
  const bareReadSeconds = await bareRead(file);

  // The import alone, for its time beside the bare read and its memory.
  const first = await importMeasured(base, auth, server, file);

  // A second file of other mobiles, with a leads page loaded meanwhile.
  await writeImportFile(file, rows, 8_300_000_000);
  const second = importFile(base, auth, file);
  const pageDuringImport = await load(
    {
      name: 'leads-list page during the import',
      url: `${base}/api/leads-list`,
      method: 'POST',
      headers: auth,
      body: { Status: 'Pending', Page: 2, PageSize: 50 },
    },
    sizes.pageSeconds,
  );
  const secondImportSeconds = (await second).seconds;
  fs.rmSync(file);

  const employees = (await (await fetch(`${base}/api/users-list`, { headers: auth })).json()) as {
    data: { id: number; Email?: string }[];
  };
  const employee = employees.data.find((user) => user.Email?.startsWith('employee'))!;
  const statuses = (await (await fetch(`${base}/api/statuses-list`, { headers: auth })).json()) as {
    data: Record<string, { StatusId: number; SubStatus: string }[]>;
  };
  const callBack = statuses.data.Pending!.find((s) => s.SubStatus === 'Call Back Later')!;
  // The pool: leads entered up to today, the business day (BUSINESS_TZ) the imports were dated by,
  // due today; a Next Date before the Entry Date is refused (issue 41: 9999-12-31 was sent).
  const today = dayIn(new Date(), timeZone);
  const assignCount = Math.min(ASSIGN, rows);
  const assignStarted = performance.now();
  const assigned = await post(`${base}/api/assign-leads`, auth, {
    UserId: employee.id,
    StatusId: callBack.StatusId,
    EntryDate: today,
    NextDate: today,
    NoOfLeads: assignCount,
  });
  const assignSeconds = (performance.now() - assignStarted) / 1000;
  if (!assigned.ok) throw new Error(`assign answered ${assigned.status}: ${await assigned.text()}`);

  const largestRows = await writeLargestImportFile(file, 8_500_000_000, sizes.largestRows);
  const largestFileBytes = fs.statSync(file).size;
  if (largestFileBytes > MAX_IMPORT_BYTES)
    throw new Error(`the largest import file is ${largestFileBytes} bytes`);
  const largest = await importMeasured(base, auth, server, file);
  fs.rmSync(file);
  return {
    small,
    rows,
    fileBytes,
    bareReadSeconds,
    importSeconds: first.seconds,
    imported: first.imported,
    rssIdleMb: first.rssIdleMb,
    importPeakRssMb: first.peakRssMb,
    pageDuringImport,
    secondImportSeconds,
    assignSeconds,
    assigned: assignCount,
    largest: { rows: largestRows, fileBytes: largestFileBytes, ...largest },
  };
}

export function printBulkFigures(figures: BulkFigures): void {
  const ratio = figures.importSeconds / figures.bareReadSeconds;
  const above = figures.importPeakRssMb - figures.rssIdleMb;
  const { small } = figures;
  const smallRatio = small.importSeconds / small.bareReadSeconds;
  console.log(
    `import: ${small.imported.toLocaleString('en-IN')} of ${small.rows.toLocaleString('en-IN')} rows ` +
      `(${(small.fileBytes / 1e6).toFixed(2)} MB) in ${small.importSeconds.toFixed(2)} s; ` +
      `ExcelJS bare read ${small.bareReadSeconds.toFixed(2)} s (${smallRatio.toFixed(2)}×, target ≤ 2×)`,
  );
  console.log(
    `import: ${figures.imported.toLocaleString('en-IN')} of ${figures.rows.toLocaleString('en-IN')} rows ` +
      `(${(figures.fileBytes / 1e6).toFixed(2)} MB) in ${figures.importSeconds.toFixed(2)} s; ` +
      `ExcelJS bare read ${figures.bareReadSeconds.toFixed(2)} s (${ratio.toFixed(2)}×, target ≤ 2×)`,
  );
  console.log(
    `import RSS: ${figures.rssIdleMb} MB idle, ${figures.importPeakRssMb} MB at peak (+${above} MB, target ≤ 300)`,
  );
  console.log(
    `leads page during the import: p50 ${figures.pageDuringImport.p50.toFixed(1)} ms, ` +
      `p95 ${figures.pageDuringImport.p95.toFixed(1)} ms (target < 250), ` +
      `${Math.round(figures.pageDuringImport.requestsPerSecond)} req/s; that import took ` +
      `${figures.secondImportSeconds.toFixed(2)} s`,
  );
  const assigned = figures.assigned.toLocaleString('en-IN');
  console.log(
    `assign ${assigned} leads: ${(figures.assignSeconds * 1000).toFixed(0)} ms (target < 1 s)`,
  );
  const { largest } = figures;
  console.log(
    `largest import the limits allow: ${largest.imported.toLocaleString('en-IN')} of ` +
      `${largest.rows.toLocaleString('en-IN')} rows (${(largest.fileBytes / 1e6).toFixed(2)} MB) in ` +
      `${largest.seconds.toFixed(2)} s; RSS ${largest.rssIdleMb} MB idle, ${largest.peakRssMb} MB at peak ` +
      `(+${largest.peakRssMb - largest.rssIdleMb} MB)`,
  );
}
