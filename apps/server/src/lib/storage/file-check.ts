import { fileTypeFromFile } from 'file-type';

export const ALLOWED_FILE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
} as const;
export type AllowedMime = keyof typeof ALLOWED_FILE_TYPES;
export type AllowedExtension = (typeof ALLOWED_FILE_TYPES)[AllowedMime];

export const MIME_OF_EXTENSION: Record<AllowedExtension, AllowedMime> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * The file's real type from its first bytes (magic numbers), whatever its name or the type the
 * browser claimed: JPG, PNG or PDF, else null.
 */
export async function detectAllowedType(
  filePath: string,
): Promise<{ mime: AllowedMime; extension: AllowedExtension } | null> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected || !(detected.mime in ALLOWED_FILE_TYPES)) return null;
  const mime = detected.mime as AllowedMime;
  return { mime, extension: ALLOWED_FILE_TYPES[mime] };
}
