import type { SheetLine } from '../../lib/xlsx/read-sheet';
import type { LeftOut } from './import-error-file';
import {
  checkRow,
  columnPositions,
  rowOf,
  type ImportReference,
  type SheetRow,
} from './import-rows';

/**
 * What the import's worker made of one batch of sheet rows (import-worker.ts): the counts, the rows
 * left out with their reasons, and the rows that passed as the database and the error file take
 * them — the lead as JSON (one insert parameter) and the sheet row as JSON (for a row the database
 * then finds taken) — so that the server's event loop only writes them.
 */
export interface ImportBatch {
  /** Whether the header row has been read by now, or was read and lacks a required column. */
  header: 'not yet' | 'found' | 'unreadable';
  /** Data rows read in this batch, refused by the checks, and repeating a mobile of the file. */
  rows: number;
  refused: number;
  duplicates: number;
  leftOut: LeftOut[];
  /** The rows that passed, index by index: sheet line, mobile, lead JSON, sheet row JSON. */
  lines: number[];
  mobiles: string[];
  leads: string[];
  sheetRows: string[];
}

/**
 * The import's per-row work, made once per file with the reference lists: the first row names the
 * columns, each later row is checked with the lead form's schema (`checkRow`) and kept once per
 * mobile (a repeat is left out as a duplicate of the row that had it first).
 */
export function importWork(reference: ImportReference) {
  /** Undefined until the header row is read; null when it lacks a required column. */
  let positions: ReturnType<typeof columnPositions> | undefined;
  const seen = new Map<string, number>();
  return (lines: SheetLine[]): ImportBatch => {
    const batch: ImportBatch = {
      header: positions === undefined ? 'not yet' : positions ? 'found' : 'unreadable',
      rows: 0,
      refused: 0,
      duplicates: 0,
      leftOut: [],
      lines: [],
      mobiles: [],
      leads: [],
      sheetRows: [],
    };
    for (const { number: line, cells } of lines) {
      if (positions === null) break;
      if (positions === undefined) {
        positions = columnPositions(cells);
        batch.header = positions ? 'found' : 'unreadable';
        continue;
      }
      batch.rows += 1;
      const row: SheetRow = rowOf(cells, positions);
      const checked = checkRow(row, reference);
      if ('reasons' in checked) {
        batch.refused += 1;
        batch.leftOut.push({ line, row, reason: checked.reasons.join(' ') });
        continue;
      }
      const mobile = checked.lead.MobileNo;
      const first = seen.get(mobile);
      if (first !== undefined) {
        batch.duplicates += 1;
        batch.leftOut.push({ line, row, reason: `Duplicate of row ${first}.` });
        continue;
      }
      seen.set(mobile, line);
      batch.lines.push(line);
      batch.mobiles.push(mobile);
      batch.leads.push(JSON.stringify(checked.lead));
      batch.sheetRows.push(JSON.stringify(row));
    }
    return batch;
  };
}
