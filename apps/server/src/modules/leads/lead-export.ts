import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { forEachCursorBatch } from '../../lib/cursor';
import { streamXlsxReport, type ReportColumn } from '../../lib/report';
import {
  EXPORT_COLUMNS,
  exportQuery,
  type ExportRow,
  type LeadFilter,
} from './leads-list.repository';

const EXPORT_BATCH_ROWS = 1000;
const COLUMN_WIDTHS: Partial<Record<keyof ExportRow, number>> = {
  company_name: 28,
  owner_name: 22,
  address: 40,
  requirements: 40,
};

const LEAD_EXPORT_COLUMNS: ReportColumn<ExportRow>[] = EXPORT_COLUMNS.map(([header, key]) => ({
  header,
  width: COLUMN_WIDTHS[key],
  value: (row) => row[key],
}));

/** `leads.xlsx` of every lead the filter matches, streamed from a database cursor. */
export const streamLeadsWorkbook = (
  db: Database,
  filter: LeadFilter,
  onError: (error: unknown) => void,
): Readable =>
  streamXlsxReport<ExportRow>({
    sheetName: 'Leads',
    columns: LEAD_EXPORT_COLUMNS,
    rows: (onBatch) => forEachCursorBatch(db, exportQuery(filter), EXPORT_BATCH_ROWS, onBatch),
    onError,
  });
