import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/** Where a file of the zip starts and what its central directory entry says of it. */
interface ZipEntry {
  name: Buffer;
  flags: number;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

const CANCELLED = 'The export was cancelled.';
const DEFLATE = 8;
/** General purpose flags: bit 3, sizes and CRC follow the data; bit 11, the name is UTF-8. */
const STREAMED = 0x0808;
const NAMED_UTF8 = 0x0800;
/** 1980-01-01 00:00 in MS-DOS time and date (a zip's files need a time; the export's is not it). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A zip archive written to `out` as it is made (what an `.xlsx` is): small files whole, one large
 * file streamed through zlib with its sizes in a data descriptor after it. Waits for `out` to drain
 * (back-pressure); throws once `out` has been destroyed (the reader went away). Files under 4 GiB.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: ZipEntry[] = [];

  constructor(
    private readonly out: Writable,
    private readonly level: number,
  ) {}

  private async put(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error(CANCELLED);
    this.offset += chunk.length;
    if (!this.out.write(chunk))
      await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
  }

  private localHeader(
    name: Buffer,
    flags: number,
    entry?: Omit<ZipEntry, 'name' | 'offset' | 'flags'>,
  ) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt32LE(entry?.crc ?? 0, 14);
    header.writeUInt32LE(entry?.compressedSize ?? 0, 18);
    header.writeUInt32LE(entry?.size ?? 0, 22);
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  /** A file whose whole content is at hand. */
  async addFile(fileName: string, content: string): Promise<void> {
    const name = Buffer.from(fileName);
    const data = Buffer.from(content);
    const compressed = zlib.deflateRawSync(data, { level: this.level });
    const entry = { crc: zlib.crc32(data), compressedSize: compressed.length, size: data.length };
    this.entries.push({ name, flags: NAMED_UTF8, offset: this.offset, ...entry });
    await this.put(this.localHeader(name, NAMED_UTF8, entry));
    await this.put(compressed);
  }

  /** A file written piece by piece by `produce`; resolves when it is all in the archive. */
  async addStreamedFile(
    fileName: string,
    produce: (write: (text: string) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    const name = Buffer.from(fileName);
    const entry: ZipEntry = {
      name,
      flags: STREAMED,
      offset: this.offset,
      crc: 0,
      compressedSize: 0,
      size: 0,
    };
    await this.put(this.localHeader(name, STREAMED));
    const deflate = zlib.createDeflateRaw({ level: this.level });
    const copied = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressedSize += chunk.length;
        await this.put(chunk);
      }
    })();
    // Copying fails first when the reader goes away; the writer hears it at its next write.
    copied.catch(() => deflate.destroy());
    try {
      await produce(async (text) => {
        if (this.out.destroyed) throw new Error(CANCELLED);
        const data = Buffer.from(text);
        entry.crc = zlib.crc32(data, entry.crc);
        entry.size += data.length;
        if (!deflate.write(data)) await Promise.race([once(deflate, 'drain'), copied]);
      });
      deflate.end();
      await copied;
    } catch (error) {
      deflate.destroy();
      await copied.catch(() => undefined);
      throw error;
    }
    this.entries.push(entry);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.put(descriptor);
  }

  /** Writes the central directory and ends `out`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(entry.flags, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(DOS_TIME, 12);
      header.writeUInt16LE(DOS_DATE, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.put(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.out.end();
  }
}
