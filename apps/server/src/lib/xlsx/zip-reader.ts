import type { FileHandle } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';

/** One file of a zip as its central directory describes it (what the file says; it may lie). */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when the part is read. */
  method: number;
  /** Bit 0: encrypted. */
  flags: number;
  packedSize: number;
  /** The unpacked size the directory declares. */
  size: number;
  headerOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const FULL32 = 0xffffffff;
/** The end record and the longest zip comment. */
const TAIL_BYTES = 22 + 0xffff;
/** A directory larger than this (or with more parts) is no workbook's. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const MAX_PARTS = 10_000;

/** Where the central directory is and how many parts it lists, from the end of the file. */
async function directoryBounds(file: FileHandle, fileSize: number) {
  const tailLength = Math.min(fileSize, TAIL_BYTES);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, fileSize - tailLength);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > tail.length || tail.readUInt32LE(end) !== END_OF_DIRECTORY) return null;
  let count = tail.readUInt16LE(end + 10);
  let size = tail.readUInt32LE(end + 12);
  let offset = tail.readUInt32LE(end + 16);
  const locator = end - 20;
  if ((offset === FULL32 || count === 0xffff) && locator >= 0) {
    if (tail.readUInt32LE(locator) !== ZIP64_END_LOCATOR) return null;
    const record = Buffer.alloc(56);
    const recordOffset = Number(tail.readBigUInt64LE(locator + 8));
    if (recordOffset + 56 > fileSize) return null;
    await file.read(record, 0, 56, recordOffset);
    if (record.readUInt32LE(0) !== ZIP64_END) return null;
    count = Number(record.readBigUInt64LE(32));
    size = Number(record.readBigUInt64LE(40));
    offset = Number(record.readBigUInt64LE(48));
  }
  if (size > MAX_DIRECTORY_BYTES || count > MAX_PARTS || offset + size > fileSize) return null;
  return { count, size, offset };
}

/** The zip64 extra field's sizes and offset, in its order, for those the entry marks as 0xFFFFFFFF. */
function zip64Values(extra: Buffer, wanted: boolean[]): number[] | null {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const values: number[] = [];
      let field = at + 4;
      for (const needed of wanted) {
        if (!needed) continue;
        if (field + 8 > at + 4 + length) return null;
        values.push(Number(extra.readBigUInt64LE(field)));
        field += 8;
      }
      return values;
    }
    at += 4 + length;
  }
  return null;
}

/**
 * The parts a zip's central directory lists (read from the file's end, as every zip reader does:
 * the order of the parts in the file does not matter), or null when the file is no zip.
 */
export async function readZipDirectory(file: FileHandle): Promise<ZipPart[] | null> {
  const { size: fileSize } = await file.stat();
  const bounds = await directoryBounds(file, fileSize);
  if (!bounds) return null;
  const directory = Buffer.alloc(bounds.size);
  await file.read(directory, 0, bounds.size, bounds.offset);
  const parts: ZipPart[] = [];
  for (let at = 0; at + 46 <= directory.length && parts.length < bounds.count;) {
    if (directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directory.length) return null;
    let size = directory.readUInt32LE(at + 24);
    let packedSize = directory.readUInt32LE(at + 20);
    let headerOffset = directory.readUInt32LE(at + 42);
    const wide = [size === FULL32, packedSize === FULL32, headerOffset === FULL32];
    if (wide.some(Boolean)) {
      const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const values = zip64Values(extra, wide);
      if (!values) return null;
      if (wide[0]) size = values.shift()!;
      if (wide[1]) packedSize = values.shift()!;
      if (wide[2]) headerOffset = values.shift()!;
    }
    parts.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      flags: directory.readUInt16LE(at + 8),
      packedSize,
      size,
      headerOffset,
    });
    at = next;
  }
  return parts;
}

/** Why a part could not be read: the caller decides what to tell the user. */
export class ZipPartError extends Error {
  constructor(
    /** `damaged`: unreadable data, or more bytes than the directory declared; `too-large`: past `maxBytes`. */
    readonly reason: 'damaged' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

/** `length` bytes of the file from `start`, read by position (the handle stays open for others). */
async function* fileBytes(file: FileHandle, start: number, length: number) {
  const end = start + length;
  for (let position = start; position < end;) {
    const size = Math.min(64 * 1024, end - position);
    const { bytesRead, buffer } = await file.read(Buffer.allocUnsafe(size), 0, size, position);
    if (bytesRead === 0) throw new ZipPartError('damaged', 'the file ends early');
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

const isZlibError = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('Z_');

/**
 * A part's unpacked bytes, read from the file as they are wanted (never held whole) and counted as
 * they come: fails with `ZipPartError` once the part unpacks to more than its directory entry
 * declared (the directory lied) or to more than `maxBytes`, and when its data is not valid deflate.
 */
export async function* zipPartBytes(
  file: FileHandle,
  part: ZipPart,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  if (part.flags & 1) throw new ZipPartError('damaged', `${part.name} is encrypted`);
  if (part.method !== 0 && part.method !== 8)
    throw new ZipPartError('damaged', `${part.name}: compression method ${part.method}`);
  const header = Buffer.alloc(30);
  await file.read(header, 0, 30, part.headerOffset);
  if (header.readUInt32LE(0) !== LOCAL_HEADER)
    throw new ZipPartError('damaged', `${part.name}: no local header`);
  const start = part.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const packed = Readable.from(fileBytes(file, start, part.packedSize), { objectMode: false });
  const unpacked =
    part.method === 8 ? pipeline(packed, zlib.createInflateRaw(), () => undefined) : packed;
  const limit = Math.min(part.size, maxBytes);
  let count = 0;
  try {
    for await (const chunk of unpacked as AsyncIterable<Buffer>) {
      count += chunk.length;
      if (count > part.size)
        throw new ZipPartError(
          'damaged',
          `${part.name} unpacks to more than the ${part.size} bytes declared`,
        );
      if (count > limit)
        throw new ZipPartError('too-large', `${part.name} unpacks to more than ${maxBytes} bytes`);
      yield chunk;
    }
  } catch (error) {
    if (isZlibError(error))
      throw new ZipPartError('damaged', `${part.name}: ${(error as Error).message}`);
    throw error;
  } finally {
    unpacked.destroy();
  }
}
