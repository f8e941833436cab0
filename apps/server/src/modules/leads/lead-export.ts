import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import { EXPORT_COLUMNS, forEachExportBatch, type LeadFilter } from './leads-list.repository';

const EXPORT_BATCH_ROWS = 1000;
const COLUMN_WIDTHS: Partial<Record<string, number>> = { company_name: 28, owner_name: 22, address: 40, requirements: 40 };

/**
 * A text cell that a spreadsheet can never take for a formula: values starting with = + - @, tab
 * or carriage return get a leading apostrophe (the OWASP rule for CSV/formula injection). Every
 * cell is written as a string anyway, never as a formula. Carriage returns become line feeds, as
 * XML would turn them on reading anyway; characters XML cannot hold are dropped.
 */
export function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  // eslint-disable-next-line no-control-regex -- characters XML cannot hold would corrupt the file
  const text = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return /^[=+\-@\t\r]/.test(value) ? `'${text}` : text;
}

/** Resolves when `out` wants more; rejects when the reader has gone (the cursor then closes). */
function readyForMore(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('The export was cancelled.'));
  if (!out.writableNeedDrain) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('The export was cancelled.'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
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
    // Let the zip stream drain into the response before the next batch.
    await readyForMore(out);
  });
  sheet.commit();
  await workbook.commit();
}
