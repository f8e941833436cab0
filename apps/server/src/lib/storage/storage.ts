import type { Readable } from 'node:stream';

/**
 * The one way to keep uploaded files (DESIGN §2): local folder by default, object storage later.
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
}
