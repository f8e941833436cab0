import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  IMPORT_PREVIEW_ROWS,
  leadBulkMessages,
  leadBulkPaths,
  type ImportPreviewRow,
  type ImportResult,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { validationFailed } from '../../lib/errors';
import type { AcceptedFile } from '../../lib/multipart/received-file';
import { readSheetRows } from '../../lib/xlsx/read-sheet';
import { writeXlsx } from '../../lib/xlsx/xlsx-stream';
import { recordAudit } from '../audit';
import { checkRow, columnPositions, rowOf, type SheetRow } from './import-rows';
import * as repo from './lead-bulk.repository';

/** A row left out of the import, as the error file lists it. */
interface LeftOut {
  line: number;
  row: SheetRow;
  reason: string;
}

/** An error file's storage key from the name its link carries (a UUID, nothing else). */
export const errorFileKey = (name: string) =>
  /^[0-9a-f-]{36}$/.test(name) ? `import-errors/${name.slice(0, 2)}/${name}.xlsx` : undefined;

/** The refused and duplicate rows with a Reason column, kept in storage; answers its link. */
async function keepErrorFile(ctx: AppContext, leftOut: readonly LeftOut[]): Promise<string> {
  const name = randomUUID();
  const tempPath = path.join(ctx.config.DATA_DIR, 'tmp', `${name}.xlsx`);
  await fsp.mkdir(path.dirname(tempPath), { recursive: true });
  const columns = [
    { header: 'Row', width: 8, value: (item: LeftOut) => item.line },
    ...IMPORT_COLUMNS.map((column) => ({
      header: column,
      width: column === 'Requirements' || column === 'Address' ? 30 : 16,
      value: (item: LeftOut) => item.row[column],
    })),
    { header: 'Reason', width: 60, value: (item: LeftOut) => item.reason },
  ];
  try {
    const out = fs.createWriteStream(tempPath);
    await writeXlsx(
      { sheetName: 'Not imported', columns, produceRows: (write) => write(leftOut) },
      out,
    );
    await finished(out);
    await ctx.storage.put(errorFileKey(name)!, tempPath);
  } finally {
    await fsp.rm(tempPath, { force: true });
  }
  return leadBulkPaths.importErrors.replace(':file', name);
}

/** A row to import as the preview shows it: the lead as it will be saved. */
const previewOf = (
  item: { line: number; row: SheetRow; lead: repo.NewPoolLead },
  statusName: (id: number) => string,
): ImportPreviewRow => ({
  Row: item.line,
  CompanyName: item.lead.CompanyName,
  OwnerName: item.lead.OwnerName,
  MobileNo: item.lead.MobileNo,
  City: item.row.City,
  Product: item.lead.Product,
  Status: statusName(item.lead.StatusId),
  NextDate: item.lead.NextDate,
});

/**
 * `POST /import-leads` (DESIGN §7): the sheet's rows, read as a stream, checked with the lead
 * form's schema and de-duplicated by mobile (against live leads and within the file), go into the
 * admin's pool in one statement. `preview`: the same counts and the first rows, nothing written.
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
  const accepted: { line: number; row: SheetRow; lead: repo.NewPoolLead }[] = [];
  const leftOut: LeftOut[] = [];
  let refused = 0;
  let positions: ReturnType<typeof columnPositions> | undefined;
  let rows = 0;
  const seen = new Map<string, number>();
  try {
    const kind = file.type.extension === 'xls' ? 'xls' : 'xlsx';
    for await (const { number: line, cells } of readSheetRows(file.tempPath, kind)) {
      if (positions === undefined) {
        positions = columnPositions(cells);
        continue;
      }
      if (!positions) break; // the first row named no columns we know
      rows += 1;
      const row = rowOf(cells, positions);
      const result = checkRow(row, reference);
      if ('reasons' in result) {
        refused += 1;
        leftOut.push({ line, row, reason: result.reasons.join(' ') });
      } else if (seen.has(result.lead.MobileNo)) {
        leftOut.push({ line, row, reason: `Duplicate of row ${seen.get(result.lead.MobileNo)}.` });
      } else {
        seen.set(result.lead.MobileNo, line);
        accepted.push({ line, row, lead: result.lead });
      }
    }
  } catch {
    // A CFB container that is not a workbook (a .doc renamed), or a torn zip.
    throw validationFailed({ file: leadBulkMessages.fileType });
  }
  if (!positions) throw validationFailed({ file: leadBulkMessages.fileUnreadable });
  if (rows === 0) throw validationFailed({ file: leadBulkMessages.fileEmpty });

  const taken = await repo.takenMobiles(
    ctx.db,
    accepted.map((item) => item.lead.MobileNo),
  );
  const fresh = accepted.filter((item) => {
    if (!taken.has(item.lead.MobileNo)) return true;
    leftOut.push({ ...item, reason: 'Duplicate: a lead with this mobile number already exists.' });
    return false;
  });
  leftOut.sort((a, b) => a.line - b.line);

  const statusName = (id: number) =>
    [...reference.statuses.values()].find((status) => status.id === id)?.subStatus ?? '';
  let imported = fresh.length;
  if (!preview) {
    imported = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertPoolLeads(
        tx,
        actor.id,
        today,
        fresh.map((item) => item.lead),
      );
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'lead.import',
        entity: 'lead',
        entityId: '',
        before: {},
        after: { imported: inserted, duplicates: leftOut.length - refused, refused, rows },
      });
      return inserted;
    });
  }
  return {
    Imported: imported,
    Duplicates: leftOut.length - refused + (fresh.length - imported),
    Refused: refused,
    Rows: preview
      ? fresh.slice(0, IMPORT_PREVIEW_ROWS).map((item) => previewOf(item, statusName))
      : [],
    ErrorFile: leftOut.length > 0 ? await keepErrorFile(ctx, leftOut) : '',
  };
}
