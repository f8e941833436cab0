import { z } from 'zod';
import type { FileExtension, FileMime } from '../storage/file-check';

/**
 * A file of a multipart form, streamed to a temporary file as it arrived (never buffered whole),
 * with its type read from its content. Only the multipart reader makes these: a JSON body can never
 * hold one, so a path on the server can never be passed in as a "file".
 */
export class ReceivedFile {
  constructor(
    readonly tempPath: string,
    readonly size: number,
    /** More than the field's limit arrived: the rest was dropped unread. */
    readonly tooLarge: boolean,
    /** The type by content when it is one the field allows; null otherwise. */
    readonly type: { mime: FileMime; extension: FileExtension } | null,
  ) {}
}

/** A file the field accepts: `size` when it was too large, `type` when its content is not allowed. */
export type AcceptedFile = ReceivedFile & { type: NonNullable<ReceivedFile['type']> };

/**
 * The body schema of a file field, with the module's messages, checked like every other field:
 * `required` when no file came (else the field is optional), `size` when it was too large, `type`
 * when its content is not an allowed type (or the value is not a file at all).
 */
export function receivedFileSchema(messages: { type: string; size: string; required: string }) {
  return z
    .custom<ReceivedFile>((value) => value instanceof ReceivedFile, {
      error: (issue) => (issue.input === undefined ? messages.required : messages.type),
    })
    .superRefine((file, context) => {
      if (file.tooLarge) context.addIssue({ code: 'custom', message: messages.size });
      else if (!file.type) context.addIssue({ code: 'custom', message: messages.type });
    })
    .transform((file) => file as AcceptedFile)
    .meta({ type: 'string', format: 'binary' });
}
