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
  readSheetRows,
  SheetRefused,
  type SheetBounds,
  type SheetLine,
  type SheetRefusal,
} from '../../lib/xlsx/read-sheet';
import { auditChange } from '../audit';
import { keepErrorFile, type LeftOut } from './import-error-file';
import {
  checkRow,
  columnPositions,
  rowOf,
  type ImportReference,
  type SheetRow,
} from './import-rows';
import * as repo from './lead-bulk.repository';

/** Rows checked against the leads and written at a time, while the next ones are read. */
const BATCH_ROWS = 5_000;

interface Accepted {
  line: number;
  row: SheetRow;
  lead: repo.NewPoolLead;
}

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
 * The sheet's rows. A file the reader refuses (not a workbook: a .doc renamed; damaged; beyond the
 * import's limits) is the file's error, in words; any other failure is the server's (500, logged),
 * never a wrong word about the file.
 */
async function* linesOf(file: AcceptedFile): AsyncGenerator<SheetLine> {
  const kind = file.type.extension === 'xls' ? 'xls' : 'xlsx';
  try {
    yield* readSheetRows(file.tempPath, kind, SHEET_BOUNDS, READ_LIMITS);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    const message =
      error.reason === 'cell-chars'
        ? leadBulkMessages.cellTooLong(error.row)
        : REFUSALS[error.reason];
    throw validationFailed({ file: message });
  }
}

/** What one import (or its preview) found, as it reads, checks and writes. */
class ImportRun {
  rows = 0;
  refused = 0;
  duplicates = 0;
  imported = 0;
  readonly leftOut: LeftOut[] = [];
  readonly previewRows: Accepted[] = [];
  private readonly seen = new Map<string, number>();
  private batch: Accepted[] = [];
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    private readonly reference: ImportReference,
    /** Where the leads go; none for a preview. */
    private readonly pool: { owner: number; entryDate: string } | null,
  ) {}

  async readAll(lines: AsyncIterable<SheetLine>) {
    try {
      await this.readLines(lines);
    } catch (error) {
      // A batch may still be on its way to the database: its next statement must not run after
      // the caller's transaction has rolled back (on a connection back in the pool, committed).
      await this.inFlight.catch(() => undefined);
      throw error;
    }
  }

  private async readLines(lines: AsyncIterable<SheetLine>) {
    let positions: NonNullable<ReturnType<typeof columnPositions>> | undefined;
    for await (const { number: line, cells } of lines) {
      if (positions === undefined) {
        const named = columnPositions(cells);
        if (!named) throw validationFailed({ file: leadBulkMessages.fileUnreadable });
        positions = named;
        continue;
      }
      this.rows += 1;
      const row = rowOf(cells, positions);
      const checked = checkRow(row, this.reference);
      if ('reasons' in checked) {
        this.refused += 1;
        this.leftOut.push({ line, row, reason: checked.reasons.join(' ') });
        continue;
      }
      const first = this.seen.get(checked.lead.MobileNo);
      if (first !== undefined) {
        this.duplicates += 1;
        this.leftOut.push({ line, row, reason: `Duplicate of row ${first}.` });
        continue;
      }
      this.seen.set(checked.lead.MobileNo, line);
      this.batch.push({ line, row, lead: checked.lead });
      if (this.batch.length >= BATCH_ROWS) await this.send();
    }
    if (!positions) throw validationFailed({ file: leadBulkMessages.fileUnreadable });
    if (this.rows === 0) throw validationFailed({ file: leadBulkMessages.fileEmpty });
    await this.send();
    await this.inFlight;
  }

  /** Hands the batch to the database and goes on reading; at most one batch is in flight. */
  private async send() {
    await this.inFlight;
    const rows = this.batch;
    this.batch = [];
    this.inFlight = this.write(rows);
    this.inFlight.catch(() => undefined); // awaited (and thrown) at the next send
  }

  private async write(rows: Accepted[]) {
    if (rows.length === 0) return;
    const taken = await repo.takenMobiles(
      this.db,
      rows.map((item) => item.lead.MobileNo),
    );
    const fresh = rows.filter((item) => {
      if (!taken.has(item.lead.MobileNo)) return true;
      this.duplicates += 1;
      this.leftOut.push({
        ...item,
        reason: 'Duplicate: a lead with this mobile number already exists.',
      });
      return false;
    });
    const room = IMPORT_PREVIEW_ROWS - this.previewRows.length;
    if (room > 0) this.previewRows.push(...fresh.slice(0, room));
    if (!this.pool) {
      this.imported += fresh.length;
      return;
    }
    const leads = fresh.map((item) => item.lead);
    const inserted = await repo.insertPoolLeads(
      this.db,
      this.pool.owner,
      this.pool.entryDate,
      leads,
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
    run = new ImportRun(ctx.db, reference, null);
    await run.readAll(linesOf(file));
  } else {
    run = await ctx.db.transaction(async (tx) => {
      const importing = new ImportRun(tx, reference, { owner: actor.id, entryDate: today });
      await importing.readAll(linesOf(file));
      const { imported, duplicates, refused, rows } = importing;
      await auditChange(tx, actor, 'lead.import', 'lead', '', {
        before: {},
        after: { imported, duplicates, refused, rows },
      });
      return importing;
    });
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
