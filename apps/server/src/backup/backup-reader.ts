import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ENCRYPTED_MAGIC, GZIP_MAGIC, decryptBackup } from './backup-crypto';
import {
  BACKUP_FORMAT,
  BACKUP_MAGIC,
  BackupFileError,
  type BackupHeader,
  type BackupManifest,
  type PartKind,
  type PartSummary,
} from './backup-format';

/** Reads exact byte counts from a stream of buffers; the stream's end mid-read is truncation. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async read(size: number): Promise<Buffer> {
    while (this.length < size) {
      let next: IteratorResult<Buffer>;
      try {
        next = await this.source.next();
      } catch (error) {
        throw readError(error);
      }
      if (next.done) throw new BackupFileError('it ends early (truncated)');
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const wanted = all.subarray(0, size);
    const rest = all.subarray(size);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return wanted;
  }

  /** Whether anything follows (after the end mark, nothing may). */
  async atEnd(): Promise<boolean> {
    if (this.length > 0) return false;
    try {
      const next = await this.source.next();
      if (next.done) return true;
      this.buffered.push(next.value);
      this.length += next.value.length;
      return next.value.length === 0 ? this.atEnd() : false;
    } catch (error) {
      throw readError(error);
    }
  }
}

/** What went wrong reading: the envelope's own words, or the decompression's. */
const readError = (error: unknown) =>
  error instanceof BackupFileError
    ? error
    : new BackupFileError(`it cannot be decompressed (${(error as Error).message})`);

/** How a file may be opened: with this BACKUP_KEY; a file of the first format only when allowed. */
export interface BackupOpening {
  key: string | null;
  /** Accept a file of the first format (no encryption, no authentication): --allow-unencrypted. */
  allowUnencrypted?: boolean;
}

export const UNENCRYPTED_REFUSED =
  'it is not encrypted (made before backups were; anyone could have edited it). If you know where it has been, restore it with --allow-unencrypted';
export const KEY_MISSING =
  'it is encrypted and BACKUP_KEY is not set (set it to the key printed when backups began, or kept in DATA_DIR/backup.key of the installation that made it)';

/** The file's first bytes: which format it is. */
async function firstBytes(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(ENCRYPTED_MAGIC.length), 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The gzip'd frames of the file: opened from the envelope, or (allowed) the first format's. */
async function openFrames(file: string, opening: BackupOpening) {
  const start = await firstBytes(file);
  const encrypted = start.equals(ENCRYPTED_MAGIC);
  if (!encrypted && !start.subarray(0, 2).equals(GZIP_MAGIC))
    throw new BackupFileError('it is not a Yaar backup');
  if (!encrypted && !opening.allowUnencrypted) throw new BackupFileError(UNENCRYPTED_REFUSED);
  if (encrypted && !opening.key) throw new BackupFileError(KEY_MISSING);
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  const source = encrypted
    ? Readable.from(decryptBackup(input as AsyncIterable<Buffer>, opening.key!))
    : input;
  source.on('error', (error: Error) => gunzip.destroy(error));
  gunzip.on('error', () => undefined); // read through its iterator, which throws it
  source.pipe(gunzip);
  return {
    close: () => [input, source, gunzip].forEach((stream) => stream.destroy()),
    frames: gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>,
  };
}

const parseJson = <T>(payload: Buffer, what: string): T => {
  try {
    return JSON.parse(payload.toString('utf8')) as T;
  } catch {
    throw new BackupFileError(`its ${what} is not readable`);
  }
};

export interface BackupPart {
  kind: PartKind;
  name: string;
  /** The part's bytes; the digest is checked when they end (a mismatch throws). */
  chunks: AsyncIterable<Buffer>;
}

/**
 * Reads a backup file: `header`, then each part in order (`parts()`; a part's chunks must be read
 * before the next), then the manifest. Any damage throws a BackupFileError saying what is wrong.
 */
export class BackupReader {
  private manifestRead: BackupManifest | null = null;

  private constructor(
    private readonly bytes: ByteReader,
    private readonly closeFile: () => void,
    readonly header: BackupHeader,
  ) {}

  static async open(file: string, opening: BackupOpening): Promise<BackupReader> {
    const { close, frames } = await openFrames(file, opening);
    const bytes = new ByteReader(frames);
    try {
      const magic = await bytes.read(BACKUP_MAGIC.length);
      if (!magic.equals(BACKUP_MAGIC)) throw new BackupFileError('it is not a Yaar backup');
      const [type, payload] = await readFrame(bytes);
      if (type !== 'H') throw new BackupFileError('its header is missing');
      const header = parseJson<BackupHeader>(payload, 'header');
      if (header.format !== BACKUP_FORMAT)
        throw new BackupFileError(`its format ${header.format} is not one this version reads`);
      return new BackupReader(bytes, close, header);
    } catch (error) {
      close();
      if (error instanceof BackupFileError) throw error;
      throw new BackupFileError('it is not a Yaar backup');
    }
  }

  /** The parts in file order; after the last, the manifest is checked against what was read. */
  async *parts(): AsyncGenerator<BackupPart> {
    const seen: PartSummary[] = [];
    for (;;) {
      const [type, payload] = await readFrame(this.bytes);
      if (type === 'M') {
        const manifest = parseJson<BackupManifest>(payload, 'manifest');
        const [end] = await readFrame(this.bytes);
        if (end !== 'Z' || !(await this.bytes.atEnd()))
          throw new BackupFileError('it does not end where its manifest says');
        if (JSON.stringify(manifest.parts) !== JSON.stringify(seen))
          throw new BackupFileError('its parts do not match its manifest');
        this.manifestRead = manifest;
        return;
      }
      if (type !== 'P') throw new BackupFileError(`an unexpected frame '${type}' was found`);
      const { kind, name } = parseJson<{ kind: PartKind; name: string }>(payload, 'part name');
      let finished = false;
      const chunks = this.partChunks(kind, name, seen, () => (finished = true));
      yield { kind, name, chunks };
      if (!finished) for await (const _chunk of chunks) void _chunk;
    }
  }

  private async *partChunks(
    kind: PartKind,
    name: string,
    seen: PartSummary[],
    onEnd: () => void,
  ): AsyncGenerator<Buffer> {
    const hash = createHash('sha256');
    let bytes = 0;
    for (;;) {
      const [type, payload] = await readFrame(this.bytes);
      if (type === 'D') {
        hash.update(payload);
        bytes += payload.length;
        yield payload;
        continue;
      }
      if (type !== 'E') throw new BackupFileError(`the part ${name} is cut short`);
      const summary = parseJson<PartSummary>(payload, `end of ${name}`);
      if (summary.bytes !== bytes || summary.sha256 !== hash.digest('hex'))
        throw new BackupFileError(`the part ${name} does not match its checksum`);
      seen.push({ ...summary, kind, name });
      onEnd();
      return;
    }
  }

  /** The manifest, once every part was read. */
  get manifest(): BackupManifest {
    if (!this.manifestRead) throw new Error('The manifest is read after the last part');
    return this.manifestRead;
  }

  close() {
    this.closeFile();
  }
}

async function readFrame(bytes: ByteReader): Promise<[string, Buffer]> {
  const head = await bytes.read(5);
  const type = head.toString('latin1', 0, 1);
  const length = head.readUInt32BE(1);
  if (length > 64 * 1024 * 1024) throw new BackupFileError('a frame is larger than any we write');
  return [type, await bytes.read(length)];
}

/**
 * Reads the whole file and checks every part against its digest and the manifest, holding none
 * of it: the first step of a restore, before anything is touched.
 */
export async function verifyBackupFile(
  file: string,
  opening: BackupOpening,
): Promise<{
  header: BackupHeader;
  manifest: BackupManifest;
}> {
  const reader = await BackupReader.open(file, opening);
  try {
    for await (const part of reader.parts()) for await (const _chunk of part.chunks) void _chunk;
    return { header: reader.header, manifest: reader.manifest };
  } finally {
    reader.close();
  }
}
