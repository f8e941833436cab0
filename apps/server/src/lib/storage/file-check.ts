import { open, readFile, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { readZipDirectory } from '../xlsx/zip-reader';
import { parseSvg } from './xml-document';

/** The file types a module may accept, by MIME type as read from the content, and their extensions. */
export const KNOWN_FILE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  /** Text, not magic bytes: well-formed XML whose root is `<svg>` (kept only once sanitised). */
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  /** Legacy `.xls` (and other OLE compound files): the reader must still check what it holds. */
  'application/x-cfb': 'xls',
} as const;
export type FileMime = keyof typeof KNOWN_FILE_TYPES;
export type FileExtension = (typeof KNOWN_FILE_TYPES)[FileMime];

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An `.xlsx` that a streaming writer wrote with its large sheet before `[Content_Types].xml`: the
 * content sniffer reads only the file's start and calls it a plain zip. Its central directory, at
 * the end, names every part: a workbook has both of these.
 */
async function holdsWorkbook(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const names = new Set((await readZipDirectory(file))?.map((part) => part.name));
    return names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
  } finally {
    await file.close();
  }
}

/** The lead photos and PDFs (spec 1 §9). */
export const LEAD_FILE_MIMES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
] as const satisfies readonly FileMime[];

/** The companion's media images (spec 2 §9). */
export const MEDIA_IMAGE_MIMES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
] as const satisfies readonly FileMime[];

/** The largest file read whole to check that it is an SVG image. */
const MAX_SVG_CHECK_BYTES = 16 * 1024 * 1024;

/** Whether the file is an SVG image: UTF-8, well-formed XML, an `<svg>` root. */
async function holdsSvg(filePath: string): Promise<boolean> {
  if ((await stat(filePath)).size > MAX_SVG_CHECK_BYTES) return false;
  return parseSvg(await readFile(filePath)) !== null;
}

export const MIME_OF_EXTENSION = Object.fromEntries(
  Object.entries(KNOWN_FILE_TYPES).map(([mime, extension]) => [extension, mime]),
) as Record<FileExtension, FileMime>;

/**
 * The file's real type from its first bytes (magic numbers), whatever its name or the type the
 * browser claimed, when it is one of `allowed`; else null.
 */
export async function detectFileType(
  filePath: string,
  allowed: readonly FileMime[],
): Promise<{ mime: FileMime; extension: FileExtension } | null> {
  const detected = await fileTypeFromFile(filePath);
  let mime = detected?.mime as FileMime | undefined;
  if ((detected?.mime as string) === 'application/zip' && (await holdsWorkbook(filePath)))
    mime = XLSX_MIME;
  const text = !detected || detected.mime === 'application/xml';
  if (text && allowed.includes('image/svg+xml') && (await holdsSvg(filePath)))
    mime = 'image/svg+xml';
  if (!mime || !allowed.includes(mime)) return null;
  return { mime, extension: KNOWN_FILE_TYPES[mime] };
}
