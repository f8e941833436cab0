import {
  MAX_LEAD_FILE_BYTES,
  VISIT_PHOTO_TYPES,
  leadMessages,
  leadVisitSchema,
  visitMessages,
} from '@yaar/shared';
import type { z } from 'zod';
import type { MultipartSpec } from '../../lib/multipart/multipart-form';
import { receivedFileSchema } from '../../lib/multipart/received-file';
import type { FileMime } from '../../lib/storage/file-check';

/** A check-in's optional photo: JPG or PNG by content, the lead photos' 8 MB. */
export const visitFormSpec = (tempDir: string): MultipartSpec => ({
  tempDir,
  files: {
    Photo: {
      maxBytes: MAX_LEAD_FILE_BYTES,
      types: VISIT_PHOTO_TYPES satisfies readonly FileMime[],
    },
  },
  maxFields: 10,
});

/** `POST /lead-visit` as JSON, or as a multipart form with the same fields and a `Photo`. */
export const leadVisitBodySchema = leadVisitSchema.extend({
  Photo: receivedFileSchema({
    type: visitMessages.photoType,
    size: leadMessages.fileSize,
    required: visitMessages.photoType,
  }).optional(),
});
export type LeadVisitBody = z.output<typeof leadVisitBodySchema>;
