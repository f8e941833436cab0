import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { encryptBackup } from './backup-crypto';

/**
 * The backup file: one gzip stream of frames (docs/decisions.md, Backups). A frame is a type byte,
 * a 4-byte big-endian length and its payload. The header comes first (format, schema version,
 * tables), then parts (a table's COPY rows, a stored file, the secrets), each a 'P' frame naming
 * it, 'D' frames of its bytes and an 'E' frame with its size and SHA-256; last the manifest (every
 * part again, the sequences) and 'Z'. A reader checks each part's digest as it goes, and a file
 * without its 'Z' is truncated: nothing is restored from a file that does not read to its end.
 * The gzip stream is sealed with BACKUP_KEY (backup-crypto.ts): the file on disk holds no row,
 * file or secret in the clear, and the digests here only catch our own mistakes.
 */
export const BACKUP_MAGIC = Buffer.from('YAAR-BACKUP\n');
export const BACKUP_FORMAT = 1;

export type PartKind = 'table' | 'file' | 'secrets';

export interface BackupHeader {
  format: number;
  createdAt: string;
  /** The last migration applied to the database it was made from. */
  schema: { index: number; tag: string; hash: string };
  tables: { name: string; columns: string[] }[];
}

export interface PartSummary {
  kind: PartKind;
  name: string;
  bytes: number;
  sha256: string;
  rows?: number;
}

export interface BackupManifest {
  parts: PartSummary[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export { BackupFileError } from './backup-file-error';

const CHUNK = 256 * 1024;

const frame = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(payload.length, 1);
  return [head, payload];
};

/** Writes a backup file frame by frame through gzip, with back-pressure. */
export class BackupWriter {
  private readonly gzip = zlib.createGzip({ level: 3 });
  private readonly seal: ReturnType<typeof encryptBackup>;
  private readonly out: fs.WriteStream;
  private readonly done: Promise<void>;
  private readonly parts: PartSummary[] = [];

  constructor(file: string, backupKey: string) {
    this.out = fs.createWriteStream(file, { mode: 0o600 });
    this.seal = encryptBackup(backupKey);
    this.gzip.pipe(this.seal).pipe(this.out);
    this.done = new Promise((resolve, reject) => {
      this.out.on('close', resolve);
      this.out.on('error', reject);
      this.gzip.on('error', reject);
      this.seal.on('error', reject);
    });
    this.done.catch(() => undefined);
  }

  /** Bytes of the file written so far (compressed). */
  get bytesWritten() {
    return this.out.bytesWritten;
  }

  private async write(buffers: Buffer[]) {
    for (const buffer of buffers) {
      if (!this.gzip.write(buffer)) await Promise.race([once(this.gzip, 'drain'), this.done]);
    }
  }

  async writeHeader(header: BackupHeader) {
    await this.write([BACKUP_MAGIC, ...frame('H', Buffer.from(JSON.stringify(header)))]);
  }

  /** Writes one part from its chunks (batched into frames of up to 256 KB). */
  async writePart(
    kind: PartKind,
    name: string,
    chunks: AsyncIterable<Buffer>,
    countRows = false,
  ): Promise<PartSummary> {
    await this.write(frame('P', Buffer.from(JSON.stringify({ kind, name }))));
    const hash = createHash('sha256');
    let bytes = 0;
    let rows = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      hash.update(data);
      await this.write(frame('D', data));
    };
    for await (const chunk of chunks) {
      bytes += chunk.length;
      if (countRows) for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) rows += 1;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK) await flush();
    }
    await flush();
    const summary: PartSummary = { kind, name, bytes, sha256: hash.digest('hex') };
    if (countRows) summary.rows = rows;
    await this.write(frame('E', Buffer.from(JSON.stringify(summary))));
    this.parts.push(summary);
    return summary;
  }

  /** Writes the manifest and the end mark, and closes the file (flushed to disk). */
  async finish(sequences: BackupManifest['sequences']): Promise<BackupManifest> {
    const manifest: BackupManifest = { parts: this.parts, sequences };
    await this.write([
      ...frame('M', Buffer.from(JSON.stringify(manifest))),
      ...frame('Z', Buffer.alloc(0)),
    ]);
    this.gzip.end();
    await this.done;
    const handle = await fs.promises.open(this.out.path, 'r');
    await handle.sync().finally(() => handle.close());
    return manifest;
  }

  /** Stops writing (a failed or cancelled backup); the caller removes the file. */
  async abort() {
    this.gzip.destroy();
    this.seal.destroy();
    this.out.destroy();
    await this.done.catch(() => undefined);
  }
}
