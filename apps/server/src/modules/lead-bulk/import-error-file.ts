import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { IMPORT_COLUMNS, leadBulkPaths } from '@yaar/shared';
import type { AppContext } from '../../context';
import { writeXlsx } from '../../lib/xlsx/xlsx-stream';
import type { SheetRow } from './import-rows';

/** A row left out of the import, as the error file lists it. */
export interface LeftOut {
  line: number;
  row: SheetRow;
  reason: string;
}

/** An error file's storage key from the name its link carries (a UUID, nothing else). */
export const errorFileKey = (name: string) =>
  /^[0-9a-f-]{36}$/.test(name) ? `import-errors/${name.slice(0, 2)}/${name}.xlsx` : undefined;

/** The refused and duplicate rows with a Reason column, kept in storage; answers its link. */
export async function keepErrorFile(ctx: AppContext, leftOut: readonly LeftOut[]): Promise<string> {
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

/** How long an import's error file stays downloadable. */
export const ERROR_FILE_DAYS = 7;

/** Removes the error files of imports older than `maxAgeMs` (at start, like the lead files' sweep). */
export async function sweepImportErrorFiles(
  ctx: AppContext,
  maxAgeMs = ERROR_FILE_DAYS * 86_400_000,
): Promise<number> {
  let removed = 0;
  for await (const keys of ctx.storage.keysWrittenBefore(
    'import-errors',
    new Date(Date.now() - maxAgeMs),
  )) {
    for (const key of keys) {
      await ctx.storage.delete(key);
      removed += 1;
    }
  }
  return removed;
}
