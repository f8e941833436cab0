/**
 * The parts of an `.xlsx` around its sheet, each found through the workbook's own relationships
 * and read once within one budget of unpacked bytes: the workbook (its first sheet, its 1904 date
 * system), the styles (which cells show dates) and the shared-strings table.
 */
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path/posix';
import { isDateFormat } from './cell-text';
import { SheetRefused, type SheetBounds } from './sheet-bounds';
import { localName, parseXmlPart, type XmlHandlers } from './xml-part';
import { zipPartBytes, ZipPartError, type ZipPart } from './zip-reader';

/** Parts above this size are held to the packing ratio; small ones pack any which way. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/**
 * The longest run of XML bytes (a text, or a tag with its attributes) held at once: a cell at
 * Excel's limit written as character references (`&#2715;`, 7 bytes a character) fits.
 */
const maxRunOf = (bounds: SheetBounds) => bounds.cellChars * 10 + 4096;

/** Refuses a directory whose sizes no workbook has: before a byte is unpacked. */
export function checkDirectory(parts: ZipPart[], bounds: SheetBounds) {
  let total = 0;
  for (const part of parts) {
    total += part.size;
    if (part.size > bounds.unpackedBytes || total > bounds.unpackedBytes)
      throw new SheetRefused('unpacked-bytes', undefined, part.name);
    if (part.size > RATIO_FLOOR_BYTES && part.size > part.packedSize * bounds.packingRatio)
      throw new SheetRefused('packing-ratio', undefined, part.name);
  }
}

/** Relationships of a part: id → target path in the zip, and the type's last word. */
type Relations = Map<string, { target: string; type: string }>;

/** The parts of one `.xlsx` file, each read once, all within one budget of unpacked bytes. */
export class Workbook {
  private unpacked = 0;
  private readonly byName: Map<string, ZipPart>;

  constructor(
    private readonly file: FileHandle,
    parts: ZipPart[],
    readonly bounds: SheetBounds,
  ) {
    // Part names are case-insensitive (ECMA-376 Part 2, §6.2.2.3).
    this.byName = new Map(parts.map((part) => [part.name.toLowerCase(), part]));
  }

  has(name: string) {
    return this.byName.has(name.toLowerCase());
  }

  /** Parses a part as it unpacks; yields after each chunk. `cap`: its own limit, below the budget. */
  async *parse(name: string, handlers: XmlHandlers, cap = Infinity): AsyncGenerator<void> {
    const part = this.byName.get(name.toLowerCase());
    if (!part) return;
    const room = this.bounds.unpackedBytes - this.unpacked;
    const tooLarge = () =>
      new SheetRefused(cap < room ? 'shared-string-bytes' : 'unpacked-bytes', undefined, name);
    // What the directory declares is checked first; what actually unpacks, as it does.
    if (part.size > Math.min(room, cap)) throw tooLarge();
    const bytes = zipPartBytes(this.file, part, Math.min(room, cap));
    const counted = async function* (this: Workbook) {
      for await (const chunk of bytes) {
        this.unpacked += chunk.length;
        yield chunk;
      }
    }.call(this);
    try {
      yield* parseXmlPart(counted, handlers, maxRunOf(this.bounds));
    } catch (error) {
      if (error instanceof ZipPartError && error.reason === 'too-large') throw tooLarge();
      throw error;
    }
  }

  /** Parses a part to its end. */
  async read(name: string, handlers: XmlHandlers, cap?: number): Promise<void> {
    const parsing = this.parse(name, handlers, cap);
    while (!(await parsing.next()).done);
  }

  async relations(of: string): Promise<Relations> {
    const relations: Relations = new Map();
    const folder = path.dirname(of);
    const relsName = path.join(folder, '_rels', `${path.basename(of)}.rels`);
    await this.read(relsName, {
      open: (tag) => {
        if (localName(tag.name) !== 'Relationship') return;
        const { Id, Target, Type, TargetMode } = tag.attributes;
        if (!Id || !Target || TargetMode === 'External') return;
        const target = Target.startsWith('/') ? Target.slice(1) : path.join(folder, Target);
        relations.set(Id, { target, type: Type?.slice(Type.lastIndexOf('/') + 1) ?? '' });
      },
    });
    return relations;
  }
}

const attribute = (attributes: Record<string, string>, local: string) => {
  for (const [name, value] of Object.entries(attributes))
    if (localName(name) === local) return value;
  return undefined;
};

/** The workbook part, its first sheet's part and whether its dates count from 1904. */
export async function findFirstSheet(book: Workbook) {
  const root = await book.relations('');
  const workbookPath =
    [...root.values()].find((relation) => relation.type === 'officeDocument')?.target ??
    'xl/workbook.xml';
  if (!book.has(workbookPath)) throw new SheetRefused('not-a-workbook');
  let firstSheetId: string | undefined;
  let date1904 = false;
  await book.read(workbookPath, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'workbookPr') {
        const value = tag.attributes.date1904;
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && firstSheetId === undefined) {
        firstSheetId = attribute(tag.attributes, 'id');
      }
    },
  });
  const relations = await book.relations(workbookPath);
  const partOfType = (type: string) =>
    [...relations.values()].find((relation) => relation.type === type)?.target;
  const sheet = firstSheetId === undefined ? undefined : relations.get(firstSheetId)?.target;
  return {
    sheetPath: sheet,
    stylesPath: partOfType('styles'),
    sharedStringsPath: partOfType('sharedStrings'),
    date1904,
  };
}

/** The cell styles (by index) whose number format shows a date. */
export async function readDateStyles(book: Workbook, stylesPath: string | undefined) {
  const dateStyles = new Set<number>();
  if (!stylesPath) return dateStyles;
  const codes = new Map<number, string>();
  /** Inside `<numFmts>` or `<cellXfs>` (a `<dxf>`'s own numFmt and `<cellStyleXfs>` do not count). */
  let within = '';
  let index = 0;
  await book.read(stylesPath, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'numFmts' || name === 'cellXfs') {
        within = name;
      } else if (name === 'numFmt' && within === 'numFmts') {
        codes.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? '');
      } else if (name === 'xf' && within === 'cellXfs') {
        const id = Number(tag.attributes.numFmtId ?? 0);
        if (isDateFormat(id, codes.get(id))) dateStyles.add(index);
        index += 1;
      }
    },
    close: (tag) => {
      const name = localName(tag.name);
      if (name === 'numFmts' || name === 'cellXfs') within = '';
    },
  });
  return dateStyles;
}

/** The shared-strings table: each entry's text (its runs joined, phonetic hints left out), trimmed. */
export async function readSharedStrings(book: Workbook, partPath: string | undefined) {
  const strings: string[] = [];
  if (!partPath) return strings;
  const { bounds } = book;
  let text = '';
  let inText = false;
  let phonetic = 0;
  await book.read(
    partPath,
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'si') text = '';
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && phonetic === 0) inText = true;
      },
      text: (value) => {
        if (!inText) return;
        text += value;
        if (text.length > bounds.cellChars) throw new SheetRefused('cell-chars');
      },
      close: (tag) => {
        const name = localName(tag.name);
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'si') {
          strings.push(text.trim());
          if (strings.length > bounds.sharedStrings) throw new SheetRefused('shared-strings');
        }
      },
    },
    bounds.sharedStringBytes,
  );
  return strings;
}
