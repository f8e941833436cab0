import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { AppProcess } from './app-process';

export interface ExportFigures {
  seconds: number;
  bytes: number;
  rows: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

/**
 * Downloads a whole export (by default leads.xlsx; `body` asks for another) while sampling the server process's resident memory every
 * 20 ms (and its kernel-kept peak); then counts the rows to prove the file is whole.
 */
export async function measureExport(
  url: string,
  headers: Record<string, string>,
  expectedRows: number,
  server: AppProcess,
  body: object = { ExportLead: true },
): Promise<ExportFigures> {
  const file = path.join(os.tmpdir(), `yaar-bench-export-${process.pid}.xlsx`);
  const kernelPeak = server.resetPeak();
  const rssBeforeMb = server.rssMb();
  let sampledPeak = rssBeforeMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, server.rssMb());
  }, 20);
  const started = performance.now();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok || !answer.body) throw new Error(`export answered ${answer.status}`);
  await pipeline(Readable.fromWeb(answer.body), fs.createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peakRssMb = kernelPeak ? Math.max(sampledPeak, server.peakRssMb()) : sampledPeak;

  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const worksheet of reader) {
    for await (const row of worksheet) if (row.number > 0) rows += 1;
  }
  const bytes = fs.statSync(file).size;
  fs.rmSync(file);
  const dataRows = rows - 1;
  if (dataRows !== expectedRows)
    throw new Error(`export holds ${dataRows} rows, expected ${expectedRows}`);
  return { seconds, bytes, rows: dataRows, rssBeforeMb, peakRssMb };
}
