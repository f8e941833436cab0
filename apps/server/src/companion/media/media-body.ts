import { MAX_MEDIA_BYTES, mediaFieldsSchema, mediaMessages } from '@yaar/shared';
import type { z } from 'zod';
import type { MultipartSpec } from '../../lib/multipart/multipart-form';
import { receivedFileSchema } from '../../lib/multipart/received-file';
import { MEDIA_IMAGE_MIMES } from '../../lib/storage/file-check';

/** `POST /insert-media`'s one file: Image, 8 MB, JPEG, PNG or SVG by content (spec 2 §5). */
export const mediaFormSpec = (tempDir: string): MultipartSpec => ({
  tempDir,
  files: { Image: { maxBytes: MAX_MEDIA_BYTES, types: MEDIA_IMAGE_MIMES } },
  maxFields: 10,
});

/** Type, Link and the Image as the multipart reader received it. */
export const mediaAddBodySchema = mediaFieldsSchema.extend({
  Image: receivedFileSchema({
    type: mediaMessages.imageType,
    size: mediaMessages.imageSize,
    required: mediaMessages.imageRequired,
  }),
});
export type MediaAddBody = z.output<typeof mediaAddBodySchema>;
