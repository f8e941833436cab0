// Plain JavaScript, so that scripts/lighthouse-seed.mjs (run by Node without TypeScript) and the
// e2e specs draw their pictures with the one encoder; the types are in png.d.mts.
import zlib from 'node:zlib';

/** A PNG of `size`×`size` RGB pixels; `paint(row, y)` fills row `y` after its filter byte. */
export function pngOf(size, paint) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    paint(row, y);
    return row;
  });
  const pixels = zlib.deflateSync(Buffer.concat(rows));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of `size`×`size` pixels of one colour (RGB), so each of a lead's three pictures is
 * told apart in the screenshots.
 */
export function solidPng([red, green, blue], size = 32) {
  return pngOf(size, (row) => {
    for (let x = 0; x < size; x += 1) row.set([red, green, blue], 1 + x * 3);
  });
}

/**
 * A 2000 px photo of about 3 MB, as a phone's camera gives: the offline queue makes it a JPEG of
 * at most 1600 px and about 300 KB.
 */
export const cameraPng = (size = 2000) =>
  pngOf(size, (row, y) => {
    for (let x = 0; x < size; x += 1)
      row.set(
        [(x + y) & 255, ((x >> 3) ^ (y >> 3)) & 255, ((x >> 4) * 7 + (y >> 4) * 5) & 255],
        1 + x * 3,
      );
  });
