import zlib from 'node:zlib';

/**
 * Hand-made `.xlsx` files for the import's bounds: any part order, any declared size, and parts of
 * hundreds of MB that pack into a few KB without ever being held unpacked (a bomb's body is one
 * deflated MiB, flushed so that it can be repeated, repeated).
 */
export interface CraftedPart {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  /** What the data unpacks to. */
  size: number;
  /** What the directory says it unpacks to (a lie when it differs from `size`). */
  declaredSize?: number;
}

const { Z_FULL_FLUSH } = zlib.constants;
const flushed = (text: string | Buffer) => zlib.deflateRawSync(text, { finishFlush: Z_FULL_FLUSH });

/** A part whose text is `text`. */
export const textPart = (name: string, text: string): CraftedPart => ({
  name,
  deflated: zlib.deflateRawSync(text),
  size: Buffer.byteLength(text),
});

/**
 * A part of `head`, then `unit` repeated to fill `mebibytes` MiB (unit must divide 1 MiB evenly, or
 * the last copy is cut), then `tail`: packed at about 1,000 to 1.
 */
export function repeatedPart(
  name: string,
  head: string,
  unit: string,
  mebibytes: number,
  tail: string,
): CraftedPart {
  const mebibyte = Buffer.alloc(1024 * 1024, unit);
  const body = flushed(mebibyte);
  const deflated = Buffer.concat([
    flushed(head),
    ...Array.from({ length: mebibytes }, () => body),
    zlib.deflateRawSync(tail),
  ]);
  return {
    name,
    deflated,
    size: Buffer.byteLength(head) + mebibytes * mebibyte.length + Buffer.byteLength(tail),
  };
}

/** A part whose text comes from `pieces` (deflated a MiB at a time; never held whole). */
export function streamedPart(name: string, pieces: Iterable<string>): CraftedPart {
  const packed: Buffer[] = [];
  let size = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = (flag: number) => {
    const text = pending.join('');
    size += Buffer.byteLength(text);
    packed.push(zlib.deflateRawSync(text, { finishFlush: flag }));
    pending = [];
    pendingLength = 0;
  };
  for (const piece of pieces) {
    pending.push(piece);
    pendingLength += piece.length;
    if (pendingLength >= 1024 * 1024) flush(Z_FULL_FLUSH);
  }
  flush(zlib.constants.Z_FINISH);
  return { name, deflated: Buffer.concat(packed), size };
}

/** The zip of `parts`, in their order, every size in its directory as `declaredSize` says. */
export function zipOf(parts: CraftedPart[]): Buffer {
  const pieces: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.size;
    const header = (signature: number, length: number, at: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      buffer.writeUInt16LE(20, at); // version needed
      buffer.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      buffer.writeUInt16LE(8, at + 4); // deflate
      buffer.writeUInt32LE(part.deflated.length, at + 14);
      buffer.writeUInt32LE(size, at + 18);
      buffer.writeUInt16LE(name.length, at + 22);
      return buffer;
    };
    pieces.push(header(0x04034b50, 30, 4), name, part.deflated);
    const entry = header(0x02014b50, 46, 6);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name);
    offset += 30 + name.length + part.deflated.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...pieces, central, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts around a sheet: content types, relationships, the workbook, and styles (date style 1). */
export function workbookParts(withSharedStrings: boolean): CraftedPart[] {
  return [
    textPart(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    ),
    textPart(
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    textPart(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    textPart(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/styles" Target="styles.xml"/>${withSharedStrings ? `<Relationship Id="rId3" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ),
    textPart(
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
    ),
  ];
}

/** A whole workbook: the parts around a sheet, `sheet`, and `shared` (its shared strings) if any. */
export const craftedWorkbook = (sheet: CraftedPart, shared?: CraftedPart): Buffer =>
  zipOf([...workbookParts(shared !== undefined), sheet, ...(shared ? [shared] : [])]);

/** The one sheet's part of `text`. */
export const sheetPart = (text: string) => textPart('xl/worksheets/sheet1.xml', text);

/** The shared-strings part of `text`. */
export const sharedStringsPart = (text: string) => textPart('xl/sharedStrings.xml', text);

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
export const SHARED_HEAD = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`;
export const SHARED_TAIL = '</sst>';

/** A shared-strings table of `mebibytes` MiB of one short string, packed about 1,000 to 1. */
export const sharedStringsBomb = (mebibytes: number) =>
  repeatedPart(
    'xl/sharedStrings.xml',
    SHARED_HEAD,
    '<si><t>a</t></si>'.padEnd(32, ' '),
    mebibytes,
    SHARED_TAIL,
  );

/** An inline-string cell. */
export const inlineCell = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A header row of `columns` and data rows of inline cells, as a sheet part's text. */
export function sheetXml(rows: readonly (readonly string[])[]): string {
  const letter = (index: number) => String.fromCharCode(65 + index);
  const body = rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells.map((text, column) => (text === '' ? '' : inlineCell(`${letter(column)}${row + 1}`, text))).join('')}</row>`,
    )
    .join('');
  return `${SHEET_HEAD}${body}${SHEET_TAIL}`;
}
