import type { Readable } from 'node:stream';

/**
 * The one way to keep uploaded files (DESIGN §2): a local folder by default (local-storage.ts),
 * S3-compatible object storage with STORAGE_URL=s3://… (s3-storage.ts).
 * Keys are opaque (made by `newStorageKey`), never user input or paths.
 */
export interface FileStorage {
  /** Moves a finished local file (an upload's temporary file) in under `key`. */
  put(key: string, sourcePath: string): Promise<void>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The keys stored under `area` last written before `cutoff`, a folder at a time (for the sweep of
   * files no record refers to).
   */
  keysWrittenBefore(area: string, cutoff: Date): AsyncIterable<string[]>;
  /** Every stored key of every area, a folder (or a listing page) at a time (for backups). */
  allKeys(): AsyncIterable<string[]>;
}

/** What `newStorageKey` makes: `<area>/<2 hex>/<uuid>.<ext>` (and the import error files' keys). */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp|svg|pdf|xlsx|xls)$/;

/** The key itself when it is one; throws otherwise (a key never comes from user input unchecked). */
export function checkedStorageKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}
