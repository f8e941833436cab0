import zlib from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (each table inflated, nothing else
 * changed); any other font as it is. HarfBuzz reads only plain fonts, and fontkit is given the same
 * bytes, so the two agree on every glyph id.
 */
export function sfntOf(bytes: Buffer): Buffer {
  if (bytes.length < WOFF_HEADER || bytes.readUInt32BE(0) !== WOFF_SIGNATURE) return bytes;
  const count = bytes.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = bytes.readUInt32BE(at + 4);
    const packed = bytes.readUInt32BE(at + 8);
    const length = bytes.readUInt32BE(at + 12);
    const stored = bytes.subarray(offset, offset + packed);
    const data = packed < length ? zlib.inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not inflate to its length.');
    return { tag: bytes.readUInt32BE(at), checksum: bytes.readUInt32BE(at + 16), data };
  });
  const out = Buffer.alloc(
    SFNT_HEADER + SFNT_ENTRY * count + tables.reduce((sum, t) => sum + padded(t.data.length), 0),
  );
  // The offset table: flavour, table count and the binary-search fields the format asks for.
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(bytes.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * SFNT_ENTRY, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE((count - power) * SFNT_ENTRY, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + SFNT_ENTRY * i;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
