import {
  IMPORT_LIMITS,
  IMPORT_PREVIEW_ROWS,
  leadBulkMessages,
  type ImportPreviewRow,
  type ImportResult,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import type { Executor } from '../../db/client';
import { businessToday } from '../../lib/clock';
import { validationFailed } from '../../lib/errors';
import type { AcceptedFile } from '../../lib/multipart/received-file';
import {
  readSheetBatches,
  SheetRefused,
  workerBeside,
  type SheetBounds,
  type SheetRefusal,
} from '../../lib/xlsx/read-sheet';
import { auditChange } from '../audit';
import { keepErrorFile, type LeftOut } from './import-error-file';
import type { ImportReference, SheetRow } from './import-rows';
import type { ImportBatch } from './import-work';
import * as repo from './lead-bulk.repository';

/**
 * Rows checked against the leads and written at a time, while the next ones are read: the first
 * batch small, so the database starts while the sheet is still being read, then doubling to the
 * largest (a statement's fixed cost, its triggers' included, spread over more rows).
 */
const FIRST_BATCH_ROWS = 1_000;
const BATCH_ROWS = 5_000;
/** An import of at least this many leads refreshes the planner's statistics before it answers. */
const ANALYZE_AFTER_ROWS = 1_000;

interface Accepted {
  line: number;
  row: SheetRow;
  lead: repo.NewPoolLead;
}

/** Rows that passed the checks and wait to be written, index by index as ImportBatch has them. */
type Passed = Pick<ImportBatch, 'lines' | 'mobiles' | 'leads' | 'sheetRows'>;
const nonePassed = (): Passed => ({ lines: [], mobiles: [], leads: [], sheetRows: [] });

/** The worker an import reads, checks and de-duplicates its sheet in (import-worker.ts). */
const importWorker = workerBeside(import.meta.url, 'import-worker');

const MB = 1024 * 1024;
const SHEET_BOUNDS: SheetBounds = {
  rows: IMPORT_LIMITS.rows + 1, // and the header row
  cells: IMPORT_LIMITS.cells,
  cellChars: IMPORT_LIMITS.cellChars,
  textChars: IMPORT_LIMITS.textChars,
  sharedStrings: IMPORT_LIMITS.sharedStrings,
  sharedStringBytes: IMPORT_LIMITS.sharedStringMb * MB,
  unpackedBytes: IMPORT_LIMITS.unpackedMb * MB,
  packingRatio: IMPORT_LIMITS.packingRatio,
};
const READ_LIMITS = { heapMb: IMPORT_LIMITS.readHeapMb, seconds: IMPORT_LIMITS.readSeconds };

/** What the administrator is told of a file the reader refused. */
const REFUSALS: Record<Exclude<SheetRefusal, 'cell-chars'>, string> = {
  'not-a-workbook': leadBulkMessages.fileType,
  damaged: leadBulkMessages.fileDamaged,
  'unpacked-bytes': leadBulkMessages.unpacksTooLarge,
  'packing-ratio': leadBulkMessages.packedTooTightly,
  rows: leadBulkMessages.tooManyRows,
  cells: leadBulkMessages.tooManyCells,
  'text-chars': leadBulkMessages.tooMuchText,
  'shared-strings': leadBulkMessages.tooManyTexts,
  'shared-string-bytes': leadBulkMessages.textsTooLarge,
  memory: leadBulkMessages.readTooLarge,
  time: leadBulkMessages.readTooLong,
};

/**
 * The sheet's rows as the import's worker checked them, a batch at a time. A file the reader
 * refuses (not a workbook: a .doc renamed; damaged; beyond the import's limits) is the file's
 * error, in words; any other failure is the server's (500, logged), never a wrong word about the
 * file.
 */
async function* batchesOf(
  file: AcceptedFile,
  reference: ImportReference,
): AsyncGenerator<ImportBatch> {
  const kind = file.type.extension === 'xls' ? 'xls' : 'xlsx';
  try {
    const worker = { file: importWorker, work: reference };
    for await (const batch of readSheetBatches(
      file.tempPath,
      kind,
      SHEET_BOUNDS,
      READ_LIMITS,
      worker,
    ))
      yield batch as ImportBatch;
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    const message =
      error.reason === 'cell-chars'
        ? leadBulkMessages.cellTooLong(error.row)
        : REFUSALS[error.reason];
    throw validationFailed({ file: message });
  }
}

/** What one import (or its preview) found, as the worker reads and checks and this writes. */
class ImportRun {
  rows = 0;
  refused = 0;
  duplicates = 0;
  imported = 0;
  readonly leftOut: LeftOut[] = [];
  readonly previewRows: Accepted[] = [];
  private passed = nonePassed();
  private inFlight: Promise<void> = Promise.resolve();
  private batchRows = FIRST_BATCH_ROWS;

  constructor(
    private readonly db: Executor,
    /** Where the leads go; none for a preview. */
    private readonly pool: { owner: number; entryDate: string } | null,
  ) {}

  async readAll(batches: AsyncIterable<ImportBatch>) {
    try {
      await this.readBatches(batches);
    } catch (error) {
      // A batch may still be on its way to the database: its next statement must not run after
      // the caller's transaction has rolled back (on a connection back in the pool, committed).
      await this.inFlight.catch(() => undefined);
      throw error;
    }
  }

  private async readBatches(batches: AsyncIterable<ImportBatch>) {
    let header: ImportBatch['header'] = 'not yet';
    for await (const batch of batches) {
      header = batch.header;
      if (header === 'unreadable')
        throw validationFailed({ file: leadBulkMessages.fileUnreadable });
      this.rows += batch.rows;
      this.refused += batch.refused;
      this.duplicates += batch.duplicates;
      for (const item of batch.leftOut) this.leftOut.push(item);
      const { passed } = this;
      for (let index = 0; index < batch.lines.length; index += 1) {
        passed.lines.push(batch.lines[index]!);
        passed.mobiles.push(batch.mobiles[index]!);
        passed.leads.push(batch.leads[index]!);
        passed.sheetRows.push(batch.sheetRows[index]!);
      }
      if (passed.lines.length >= this.batchRows) await this.send();
    }
    if (header !== 'found') throw validationFailed({ file: leadBulkMessages.fileUnreadable });
    if (this.rows === 0) throw validationFailed({ file: leadBulkMessages.fileEmpty });
    await this.send();
    await this.inFlight;
  }

  /** Hands the rows that passed to the database and goes on reading; at most one batch is in flight. */
  private async send() {
    await this.inFlight;
    const passed = this.passed;
    this.passed = nonePassed();
    this.batchRows = Math.min(this.batchRows * 2, BATCH_ROWS);
    this.inFlight = this.write(passed);
    this.inFlight.catch(() => undefined); // awaited (and thrown) at the next send
  }

  private async write(passed: Passed) {
    if (passed.lines.length === 0) return;
    const taken = await repo.takenMobiles(this.db, passed.mobiles);
    const fresh: number[] = [];
    passed.mobiles.forEach((mobile, index) => {
      if (!taken.has(mobile)) return fresh.push(index);
      this.duplicates += 1;
      this.leftOut.push({
        line: passed.lines[index]!,
        row: JSON.parse(passed.sheetRows[index]!) as SheetRow,
        reason: 'Duplicate: a lead with this mobile number already exists.',
      });
    });
    const room = IMPORT_PREVIEW_ROWS - this.previewRows.length;
    for (const index of fresh.slice(0, Math.max(room, 0))) {
      this.previewRows.push({
        line: passed.lines[index]!,
        row: JSON.parse(passed.sheetRows[index]!) as SheetRow,
        lead: JSON.parse(passed.leads[index]!) as repo.NewPoolLead,
      });
    }
    if (!this.pool) {
      this.imported += fresh.length;
      return;
    }
    const inserted = await repo.insertPoolLeads(
      this.db,
      this.pool.owner,
      this.pool.entryDate,
      `[${fresh.map((index) => passed.leads[index]).join(',')}]`,
    );
    // A mobile that another user saved meanwhile was skipped by the unique index.
    this.imported += inserted;
    this.duplicates += fresh.length - inserted;
  }
}

/**
 * `POST /import-leads` (DESIGN §7): the sheet's rows, read as a stream, checked with the lead
 * form's schema and de-duplicated by mobile (within the file, and against live leads a batch at a
 * time while the next rows are read), go into the admin's pool in one transaction: every good row,
 * or none when the file cannot be read to its end. `preview`: the same counts and the first rows,
 * nothing written.
 */
export async function importLeads(
  ctx: AppContext,
  actor: AuthUser,
  file: AcceptedFile,
  preview: boolean,
): Promise<ImportResult> {
  const today = businessToday(ctx);
  const reference = {
    cityIds: await repo.cityIdsByName(ctx.db),
    statuses: await repo.statusesByName(ctx.db),
    today,
  };
  let run: ImportRun;
  if (preview) {
    run = new ImportRun(ctx.db, null);
    await run.readAll(batchesOf(file, reference));
  } else {
    run = await ctx.db.transaction(async (tx) => {
      const importing = new ImportRun(tx, { owner: actor.id, entryDate: today });
      await importing.readAll(batchesOf(file, reference));
      const { imported, duplicates, refused, rows } = importing;
      await auditChange(tx, actor, 'lead.import', 'lead', '', {
        before: {},
        after: { imported, duplicates, refused, rows },
      });
      return importing;
    });
    // Before answering: the administrator's list reloads at once and must be planned on them.
    if (run.imported >= ANALYZE_AFTER_ROWS) await repo.refreshLeadStatistics(ctx.db);
  }
  const statusName = (id: number) =>
    [...reference.statuses.values()].find((status) => status.id === id)?.subStatus ?? '';
  const previewOf = ({ line, row, lead }: Accepted): ImportPreviewRow => ({
    Row: line,
    CompanyName: lead.CompanyName,
    OwnerName: lead.OwnerName,
    MobileNo: lead.MobileNo,
    City: row.City,
    Product: lead.Product,
    Status: statusName(lead.StatusId),
    StatusDefaulted: row.Status.trim() === '',
    NextDate: lead.NextDate,
  });
  run.leftOut.sort((a, b) => a.line - b.line);
  return {
    Imported: run.imported,
    Duplicates: run.duplicates,
    Refused: run.refused,
    Rows: preview ? run.previewRows.map(previewOf) : [],
    LeftOut: preview
      ? run.leftOut.slice(0, IMPORT_PREVIEW_ROWS).map(({ line, row, reason }) => ({
          Row: line,
          CompanyName: row.CompanyName,
          MobileNo: row.MobileNo,
          Reason: reason,
        }))
      : [],
    ErrorFile: run.leftOut.length > 0 ? await keepErrorFile(ctx, run.leftOut) : '',
  };
}
