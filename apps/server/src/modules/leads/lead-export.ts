import type { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import { EXPORT_COLUMNS, forEachExportBatch, type LeadFilter } from './leads-list.repository';

const EXPORT_BATCH_ROWS = 1000;
const COLUMN_WIDTHS: Partial<Record<string, number>> = { company_name: 28, owner_name: 22, address: 40, requirements: 40 };

/**
 * A text cell that a spreadsheet can never take for a formula: values starting with = + - @, tab
 * or carriage return get a leading apostrophe (the OWASP rule for CSV/formula injection). Every
 * cell is written as a string anyway, never as a formula. Carriage returns become line feeds, as
 * XML would turn them on reading anyway; characters XML cannot hold are dropped. The guard looks
 * at the text as written, after the dropping, so `\u0001=HYPERLINK(…)` gets its apostrophe too.
 */
export function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  // eslint-disable-next-line no-control-regex -- characters XML cannot hold would corrupt the file
  const text = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text;
}

/** How much sheet XML may wait for the zip compressor before we stop fetching rows. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

/**
 * ExcelJS's streaming writer hands the sheet's XML to the zip without back-pressure: at 200,000
 * rows over 100 MB would pile up in front of the compressor. This reads that queue (ExcelJS 4
 * internals, guarded: without them it reads 0 and only the response's own back-pressure applies).
 */
function queuedForZip(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[]; buffers?: unknown[]; bufSize?: number } }).stream;
  const own = (stream?.buffers?.length ?? 0) * (stream?.bufSize ?? 0);
  return (stream?.pipes ?? []).reduce<number>(
    (sum, pipe) => sum + ((pipe as { _writableState?: { length?: number } })._writableState?.length ?? 0),
    own,
  );
}

/** Resolves when the compressor and the reader want more; rejects when the reader has gone. */
async function readyForMore(out: Writable, sheet: ExcelJS.Worksheet): Promise<void> {
  for (;;) {
    if (out.destroyed) throw new Error('The export was cancelled.');
    if (!out.writableNeedDrain && queuedForZip(sheet) < MAX_QUEUED_BYTES) return;
    await delay(5);
  }
}

/** Writes `leads.xlsx` into `out` row by row from a database cursor; ends `out` when done. */
export async function writeLeadsWorkbook(db: Database, filter: LeadFilter, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Leads');
  sheet.columns = EXPORT_COLUMNS.map(([header, key]) => ({
    header,
    key,
    width: COLUMN_WIDTHS[key] ?? 16,
  }));
  await forEachExportBatch(db, filter, EXPORT_BATCH_ROWS, async (rows) => {
    for (const row of rows) {
      sheet.addRow(EXPORT_COLUMNS.map(([, key]) => safeCell(row[key]))).commit();
    }
    await readyForMore(out, sheet);
  });
  sheet.commit();
  await workbook.commit();
}
