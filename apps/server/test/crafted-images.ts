import { crc32, deflateSync } from 'node:zlib';
import { encodePng } from '../src/demo/demo-photos';
import { FILES } from './leads';

/**
 * Hand-made images for the upload checks: a PNG whose header names any size (a "bomb": 20000 ×
 * 20000 is 1.2 GB decoded, the file a few hundred bytes), one cut short, and a JPEG whose header is
 * followed by junk.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG whose header says `width` × `height` and whose data is `pixelData` deflated. */
export function pngDeclaring(width: number, height: number, pixelData = Buffer.alloc(4)): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixelData)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 64 × 48 photo-like PNG. */
export const goodPng = () => encodePng(64, 48, (x, y) => [x * 4, y * 5, 128]);

/** A real PNG cut off part-way through its pixel data. */
export const truncatedPng = () => {
  const whole = goodPng();
  return whole.subarray(0, whole.length - 40);
};

/** A JPEG's first segments (SOI, JFIF) and then bytes that are no JPEG at all. */
export const jpegHeaderThenJunk = () =>
  Buffer.concat([FILES.jpg.subarray(0, 20), Buffer.from('junk '.repeat(400))]);
