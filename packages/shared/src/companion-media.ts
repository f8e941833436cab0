import { z } from 'zod';
import { idField, inputMessages, optionalText } from './common';
import { pageQueryShape } from './paging';

/** The companion app's media (spec 2 §3, §5, §9): an image of a type with an optional link. */
export const MEDIA_TYPES = ['Marketing', 'Scheme', 'Guide'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The largest image (spec 2 §9). */
export const MAX_MEDIA_BYTES = 8 * 1024 * 1024;
/** What the file input offers; the server reads the content, never the name. */
export const MEDIA_FILE_ACCEPT = '.jpg,.jpeg,.png,.svg';
export const MAX_MEDIA_LINK_LENGTH = 500;

export const mediaMessages = {
  typeRequired: 'Type selection is required',
  imageRequired: 'Image selection is required',
  imageType: 'Only JPG, PNG, and SVG files are allowed.',
  imageSize: 'File size should not exceed 8MB.',
  linkInvalid: 'Link must be a web address starting with http:// or https://.',
  linkTooLong: `Link must be at most ${MAX_MEDIA_LINK_LENGTH} characters.`,
  added: 'Media added successfully.',
  addFailed: 'Failed to Media Add!!',
  deleted: 'Media deleted successfully.',
  deleteFailed: 'Could not delete the media.',
  notFound: 'This media no longer exists.',
  imageExpired: 'This image link has expired. Open the media list again.',
  list: 'Media',
} as const;

/** An http(s) address a browser can open: the scheme, a host name (and port), then no spaces. */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i;

/** Optional; when given, an http(s) address of at most 500 characters. */
export const mediaLinkField = optionalText(MAX_MEDIA_LINK_LENGTH, mediaMessages.linkTooLong).refine(
  (value) => value === '' || WEB_ADDRESS.test(value),
  { error: mediaMessages.linkInvalid },
);

/** `POST /insert-media`'s text fields (the server adds its `Image` file rule beside them). */
export const mediaFieldsSchema = z.object({
  Type: z.enum(MEDIA_TYPES, { error: mediaMessages.typeRequired }),
  Link: mediaLinkField,
});
export type MediaFields = z.output<typeof mediaFieldsSchema>;

/** A chosen file as the browser describes it: its name and size. */
export interface ChosenFile {
  name: string;
  size: number;
}

/**
 * The spec's messages for a chosen file before it is sent, by its name and size (the server reads
 * its content again): null when it may be sent.
 */
export function mediaImageProblem(file: ChosenFile | null | undefined): string | null {
  if (!file) return mediaMessages.imageRequired;
  if (!/\.(jpe?g|png|svg)$/i.test(file.name)) return mediaMessages.imageType;
  if (file.size > MAX_MEDIA_BYTES) return mediaMessages.imageSize;
  return null;
}

/** The web form's check before upload: the fields, and the file by its name and size. */
export const mediaAddFormSchema = mediaFieldsSchema.extend({
  Image: z
    .custom<ChosenFile>(
      (value) => typeof value === 'object' && value !== null && 'name' in value && 'size' in value,
      { error: mediaMessages.imageRequired },
    )
    .superRefine((file, context) => {
      const problem = mediaImageProblem(file);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

/** The list's query: a page (every media without one) and the type filter. */
export const mediaListQuerySchema = z.object({
  ...pageQueryShape,
  Type: z.enum(MEDIA_TYPES, { error: mediaMessages.typeRequired }).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** `POST /media-delete`. */
export const mediaDeleteSchema = z.object({ id: idField(inputMessages.numberInvalid) });
export type MediaDelete = z.output<typeof mediaDeleteSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  Type: z.enum(MEDIA_TYPES),
  /** A short-lived signed URL: an `<img src>` loads it without a bearer header. */
  ImagePath: z.string(),
  Link: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
