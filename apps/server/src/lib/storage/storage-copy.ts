import fsp from 'node:fs/promises';
import path from 'node:path';
import type { S3Storage } from './s3-storage';
import { STORAGE_KEY_PATTERN } from './storage';

export interface CopyCounts {
  /** Files uploaded to the store. */
  copied: number;
  /** Files the store already held with the same size. */
  skipped: number;
  /** Files under the folder that are not storage keys (left alone). */
  ignored: number;
}

/** Every file under `dir` as its path relative to `root` with '/' separators, a file at a time. */
async function* filesUnder(root: string, dir = root): AsyncGenerator<string> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/**
 * Copies an uploads folder (DATA_DIR/uploads) into the S3 store under the same keys, so a server
 * moved to STORAGE_URL=s3://… finds every file its records name. The folder is left as it was; a
 * key the store already holds with the same size is skipped, so the copy can be run again.
 */
export async function copyUploadsToStorage(
  folder: string,
  storage: S3Storage,
  onFile: (key: string, outcome: 'copied' | 'skipped') => void = () => undefined,
  concurrency = 8,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, ignored: 0 };
  const files = filesUnder(folder);
  const worker = async () => {
    for (;;) {
      const next = await files.next();
      if (next.done) return;
      const key = next.value;
      if (!STORAGE_KEY_PATTERN.test(key)) {
        counts.ignored += 1;
        continue;
      }
      const source = path.join(folder, ...key.split('/'));
      const { size } = await fsp.stat(source);
      if ((await storage.sizeOf(key)) === size) {
        counts.skipped += 1;
        onFile(key, 'skipped');
        continue;
      }
      await storage.upload(key, source);
      counts.copied += 1;
      onFile(key, 'copied');
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}
