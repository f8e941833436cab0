import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { PREAMBLE_BYTES, decryptBackup, encryptBackup } from '../src/backup/backup-crypto';
import { BACKUP_MAGIC, type BackupHeader, type BackupManifest } from '../src/backup/backup-format';

/**
 * Backup files as an attacker would edit them: opened to their frames (header, parts, manifest),
 * changed, and written again, sealed with a key or in the first format (gzip only).
 */
export interface Frame {
  type: string;
  payload: Buffer;
}

/** The frames of an encrypted backup file. */
export async function framesOf(file: string, key: string): Promise<Frame[]> {
  const plain = await buffer(
    Readable.from(decryptBackup(Readable.from([fs.readFileSync(file)]), key)),
  );
  const inner = zlib.gunzipSync(plain);
  const frames: Frame[] = [];
  for (let at = BACKUP_MAGIC.length; at < inner.length;) {
    const length = inner.readUInt32BE(at + 1);
    frames.push({
      type: inner.toString('latin1', at, at + 1),
      payload: inner.subarray(at + 5, at + 5 + length),
    });
    at += 5 + length;
  }
  return frames;
}

const innerBytes = (frames: Frame[]) =>
  zlib.gzipSync(
    Buffer.concat([
      BACKUP_MAGIC,
      ...frames.flatMap(({ type, payload }) => {
        const head = Buffer.alloc(5);
        head.write(type, 0, 'latin1');
        head.writeUInt32BE(payload.length, 1);
        return [head, payload];
      }),
    ]),
  );

/** Writes frames as an encrypted file sealed with `key`. */
export async function writeSealed(file: string, frames: Frame[], key: string) {
  fs.writeFileSync(
    file,
    await buffer(Readable.from([innerBytes(frames)]).pipe(encryptBackup(key))),
  );
}

/** Writes frames as a file of the first format: gzip, no encryption. */
export const writeUnencrypted = (file: string, frames: Frame[]) =>
  fs.writeFileSync(file, innerBytes(frames));

export const json = <T>(frame: Frame) => JSON.parse(frame.payload.toString('utf8')) as T;
const asFrame = (type: string, value: unknown): Frame => ({
  type,
  payload: Buffer.from(JSON.stringify(value)),
});

/** Replaces the header (the tables it names, …). */
export function withHeader(frames: Frame[], edit: (header: BackupHeader) => void): Frame[] {
  const header = json<BackupHeader>(frames[0]!);
  edit(header);
  return [asFrame('H', header), ...frames.slice(1)];
}

/**
 * Edits the bytes of one part and recomputes its checksums (its end frame and the manifest)
 * consistently, as someone who knows the format would.
 */
export function withPartEdited(
  frames: Frame[],
  partName: string,
  edit: (bytes: Buffer) => Buffer,
): Frame[] {
  const start = frames.findIndex(
    (f) => f.type === 'P' && json<{ name: string }>(f).name === partName,
  );
  const end = frames.findIndex((f, i) => i > start && f.type === 'E');
  const bytes = edit(Buffer.concat(frames.slice(start + 1, end).map((f) => f.payload)));
  const summary = { ...json<Record<string, unknown>>(frames[end]!) };
  summary.bytes = bytes.length;
  summary.sha256 = createHash('sha256').update(bytes).digest('hex');
  const manifestAt = frames.findIndex((f) => f.type === 'M');
  const manifest = json<BackupManifest>(frames[manifestAt]!);
  manifest.parts = manifest.parts.map((part) =>
    part.name === partName ? (summary as unknown as typeof part) : part,
  );
  return [
    ...frames.slice(0, start + 1),
    { type: 'D', payload: bytes },
    asFrame('E', summary),
    ...frames.slice(end + 1, manifestAt),
    asFrame('M', manifest),
    ...frames.slice(manifestAt + 1),
  ];
}

/**
 * Puts the preamble of `original` (its salt and key check) before the records of `forged`: a file
 * whose key check passes but whose records were sealed with another key.
 */
export function splicePreamble(original: string, forged: string, out: string) {
  const head = fs.readFileSync(original).subarray(0, PREAMBLE_BYTES);
  fs.writeFileSync(out, Buffer.concat([head, fs.readFileSync(forged).subarray(PREAMBLE_BYTES)]));
}
