import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { findReferencedVisitPhotoKeys } from './lead-visits.repository';
import { findReferencedFileKeys } from './leads.repository';
import { VISIT_PHOTO_AREA } from './visit-photos';
import { uploadsTempDir } from '../../lib/paths';

/** The storage areas swept, each with what tells which of its keys are still referred to. */
const SWEPT_AREAS = [
  { area: 'leads', referenced: findReferencedFileKeys },
  { area: VISIT_PHOTO_AREA, referenced: findReferencedVisitPhotoKeys },
] as const;

/** Files younger than this may belong to a request still in flight (or another process's). */
export const SWEEP_MIN_AGE_MS = 10 * 60_000;

/**
 * After a crash: removes upload temp files under DATA_DIR/tmp/uploads, stored lead files that no
 * lead refers to (a lead whose insert never committed) and visit photos that no visit refers to (a
 * check-in that never committed, a deleted lead's photo whose removal failed), all only when older
 * than SWEEP_MIN_AGE_MS. A file a lead or a visit refers to is never touched.
 */
export async function sweepOrphanFiles(
  ctx: AppContext,
  minAgeMs = SWEEP_MIN_AGE_MS,
): Promise<{ tempFiles: number; storedFiles: number }> {
  const cutoff = new Date(Date.now() - minAgeMs);
  let tempFiles = 0;
  const tempDir = uploadsTempDir(ctx.config);
  for (const name of await fsp.readdir(tempDir).catch(() => [] as string[])) {
    const file = path.join(tempDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtime < cutoff) {
      await fsp.rm(file, { force: true });
      tempFiles += 1;
    }
  }
  let storedFiles = 0;
  for (const { area, referenced: referencedOf } of SWEPT_AREAS) {
    for await (const keys of ctx.storage.keysWrittenBefore(area, cutoff)) {
      const referenced = await referencedOf(ctx.db, keys);
      for (const key of keys) {
        if (referenced.has(key)) continue;
        await ctx.storage.delete(key);
        storedFiles += 1;
      }
    }
  }
  return { tempFiles, storedFiles };
}
