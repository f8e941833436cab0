import {
  LEAD_FILE_KINDS,
  MAX_LEAD_FILE_BYTES,
  leadFieldsSchema,
  leadIdSchema,
  leadMessages,
  requiredText,
} from '@yaar/shared';
import { z } from 'zod';
import type { MultipartSpec } from '../../lib/multipart/multipart-form';
import { receivedFileSchema } from '../../lib/multipart/received-file';
import { LEAD_FILE_MIMES } from '../../lib/storage/file-check';

/** The lead form's files (spec 1 §9): Hoarding and the visiting card's two sides, 8 MB each. */
export const leadFormSpec = (tempDir: string): MultipartSpec => ({
  tempDir,
  files: Object.fromEntries(
    LEAD_FILE_KINDS.map((kind) => [
      kind,
      { maxBytes: MAX_LEAD_FILE_BYTES, types: LEAD_FILE_MIMES },
    ]),
  ),
});

const leadFile = receivedFileSchema({
  type: leadMessages.fileType,
  size: leadMessages.fileSize,
  required: leadMessages.hoardingRequired,
});

const leadFilesSchema = (hoardingRequired: boolean) =>
  z.object({
    Hoarding: hoardingRequired ? leadFile : leadFile.optional(),
    VFront: leadFile.optional(),
    VBack: leadFile.optional(),
  });

/** Not part of the spec's payload; when a client sends it, it is checked too. */
const mainStatusSchema = z.object({
  MainStatus: requiredText(leadMessages.mainStatusRequired).optional(),
});

/** `POST /lead-create`: the fields, a Hoarding, optional card sides. */
export const leadCreateBodySchema = leadFieldsSchema
  .and(leadFilesSchema(true))
  .and(mainStatusSchema);
export type LeadCreateBody = z.output<typeof leadCreateBodySchema>;

/** `POST /lead-update`: the id and the fields; a file not sent keeps the stored one. */
export const leadUpdateBodySchema = leadFieldsSchema
  .and(leadIdSchema)
  .and(leadFilesSchema(false))
  .and(mainStatusSchema);
export type LeadUpdateBody = z.output<typeof leadUpdateBodySchema>;
