import { fileTypeFromFile } from 'file-type';

/** The file types a module may accept, by MIME type as read from the content, and their extensions. */
export const KNOWN_FILE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  /** Legacy `.xls` (and other OLE compound files): the reader must still check what it holds. */
  'application/x-cfb': 'xls',
} as const;
export type FileMime = keyof typeof KNOWN_FILE_TYPES;
export type FileExtension = (typeof KNOWN_FILE_TYPES)[FileMime];

/** The lead photos and PDFs (spec 1 §9). */
export const LEAD_FILE_MIMES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
] as const satisfies readonly FileMime[];

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
  const mime = detected?.mime as FileMime | undefined;
  if (!mime || !allowed.includes(mime)) return null;
  return { mime, extension: KNOWN_FILE_TYPES[mime] };
}
