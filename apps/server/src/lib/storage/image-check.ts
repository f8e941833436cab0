import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { MAX_IMAGE_PIXELS } from '@yaar/shared';
import type { FileMime } from './file-check';

/**
 * A JPG or PNG whose first bytes said so, read through to its end: a file that does not decode is
 * `unreadable`, one larger than MAX_IMAGE_PIXELS `too-many-pixels` (told from its header alone,
 * before anything is inflated). Nothing here holds the decoded image: a PNG's pixel data is inflated
 * as a stream and only counted, a JPG's segments are walked in place.
 */
export type ImageProblem = 'unreadable' | 'too-many-pixels';

interface ImageSize {
  width: number;
  height: number;
}

const tooManyPixels = ({ width, height }: ImageSize) => width * height > MAX_IMAGE_PIXELS;

/** The problem of the image at `filePath` of type `mime`, or null (also for a type not an image). */
export async function imageProblem(filePath: string, mime: FileMime): Promise<ImageProblem | null> {
  if (mime !== 'image/png' && mime !== 'image/jpeg') return null;
  const bytes = await readFile(filePath);
  if (mime === 'image/jpeg') {
    const size = jpegSize(bytes);
    if (!size) return 'unreadable';
    return tooManyPixels(size) ? 'too-many-pixels' : null;
  }
  const png = readPng(bytes);
  if (!png) return 'unreadable';
  if (tooManyPixels(png.header)) return 'too-many-pixels';
  if (!png.complete) return 'unreadable';
  const inflated = await inflatedLength(png.data, filteredBytes(png.header));
  return inflated === filteredBytes(png.header) ? null : 'unreadable';
}

// --- JPEG (ITU T.81 Annex B): markers and segments from SOI to EOI ---

/** Start-of-frame markers (every coding but DHT C4, JPG C8 and DAC CC). */
const START_OF_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The frame's size when the file is a whole JPEG: SOI, segments whose lengths stay inside the
 * file, one frame with a real size and 1 to 4 components, at least one scan, and EOI (anything
 * after EOI, such as a camera's trailer, is left alone). Null otherwise.
 */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  let size: ImageSize | null = null;
  let scanned = false;
  let offset = 2;
  for (;;) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset++];
    if (marker === undefined || marker === 0 || marker === SOI) return null;
    if (marker === EOI) return scanned ? size : null;
    if (isRestart(marker) || marker === 0x01) continue;
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    const segment = bytes.subarray(offset + 2, offset + length);
    offset += length;
    if (START_OF_FRAME.has(marker)) {
      if (size || segment.length < 6) return null;
      const components = segment[5]!;
      size = { height: segment.readUInt16BE(1), width: segment.readUInt16BE(3) };
      if (!size.width || !size.height || components < 1 || components > 4) return null;
      if (segment.length !== 6 + 3 * components) return null;
    } else if (marker === SOS) {
      const components = segment[0] ?? 0;
      if (!size || components < 1 || segment.length !== 4 + 2 * components) return null;
      scanned = true;
      const next = afterScanData(bytes, offset);
      if (next === null) return null;
      offset = next;
    }
  }
}

/** Where the entropy-coded data from `offset` ends: at the next marker not stuffed (FF00) or a restart. */
function afterScanData(bytes: Buffer, offset: number): number | null {
  for (let at = bytes.indexOf(0xff, offset); at >= 0; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1];
    if (next === undefined) return null;
    if (next !== 0 && next !== 0xff && !isRestart(next)) return at;
  }
  return null;
}

// --- PNG (ISO 15948): chunks with their CRCs, IHDR to IEND, and the pixel data's length ---

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel and the bit depths allowed, by colour type. */
const PNG_COLOUR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
/** Adam7's passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngHeader extends ImageSize {
  bitsPerPixel: number;
  interlaced: boolean;
}

function readPngHeader(data: Buffer): PngHeader | null {
  if (data.length !== 13) return null;
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = data.subarray(8);
  const colour = PNG_COLOUR_TYPES[colourType!];
  if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) return null;
  if (!colour?.depths.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
    return null;
  return { width, height, bitsPerPixel: colour.samples * depth!, interlaced: interlace === 1 };
}

/**
 * The header and the joined IDAT data of a PNG whose chunks are whole and whose CRCs hold
 * (`complete`: IHDR first, IDAT in one run, a palette where one is needed, IEND reached); null
 * when not even its header can be read.
 */
function readPng(bytes: Buffer) {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let header: PngHeader | null = null;
  let colourType = -1;
  const data: Buffer[] = [];
  let dataEnded = false;
  let palette = false;
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) break;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const chunk = bytes.subarray(offset + 8, offset + 8 + length);
    if (zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(end - 4))
      break;
    if (offset === 8) {
      if (type !== 'IHDR') return null;
      header = readPngHeader(chunk);
      if (!header) return null;
      colourType = chunk[9]!;
    } else if (type === 'IEND') {
      const complete = data.length > 0 && (colourType !== 3 || palette);
      return { header: header!, data, complete };
    } else if (type === 'IDAT') {
      if (dataEnded) break;
      data.push(chunk);
    } else {
      if (type === 'PLTE') palette = true;
      dataEnded ||= data.length > 0;
    }
    offset = end;
  }
  return header ? { header, data, complete: false } : null;
}

/** The bytes a PNG's pixel data inflates to: each row of each pass, a filter byte first. */
function filteredBytes({ width, height, bitsPerPixel, interlaced }: PngHeader): number {
  const rowBytes = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return height * rowBytes(width);
  let total = 0;
  for (const [column, row, columnStep, rowStep] of ADAM7) {
    const columns = Math.ceil(Math.max(0, width - column) / columnStep);
    const rows = Math.ceil(Math.max(0, height - row) / rowStep);
    if (columns > 0 && rows > 0) total += rows * rowBytes(columns);
  }
  return total;
}

/**
 * How many bytes `parts` inflate to, counted as they stream and dropped, stopping once past
 * `limit`; -1 when they are not one whole zlib stream.
 */
function inflatedLength(parts: Buffer[], limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ chunkSize: 64 * 1024 });
    let total = 0;
    let settled = false;
    const settle = (length: number) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(length);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) settle(total);
    });
    inflate.on('error', () => settle(-1));
    inflate.on('end', () => settle(total));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}
