import { z } from 'zod';
import { apiMessages } from '@yaar/shared';
import type { FileExtension, FileMime } from '../storage/file-check';
import type { ImageProblem } from '../storage/image-check';

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
    /** A JPG or PNG that does not decode, or has more pixels than allowed (`imageProblem`). */
    readonly imageProblem: ImageProblem | null,
  ) {}
}

/** A file the field accepts: `size` when it was too large, `type` when its content is not allowed. */
export type AcceptedFile = ReceivedFile & { type: NonNullable<ReceivedFile['type']> };

const IMAGE_MESSAGES: Record<ImageProblem, string> = {
  unreadable: apiMessages.imageUnreadable,
  'too-many-pixels': apiMessages.imageTooManyPixels,
};

/**
 * The body schema of a file field, with the module's messages, checked like every other field:
 * `required` when no file came (else the field is optional), `size` when it was too large, `type`
 * when its content is not an allowed type (or the value is not a file at all); an image that does
 * not decode or has too many pixels gets the one message every image field shares.
 */
export function receivedFileSchema(messages: { type: string; size: string; required: string }) {
  return z
    .custom<ReceivedFile>((value) => value instanceof ReceivedFile, {
      error: (issue) => (issue.input === undefined ? messages.required : messages.type),
    })
    .superRefine((file, context) => {
      if (file.tooLarge) context.addIssue({ code: 'custom', message: messages.size });
      else if (!file.type) context.addIssue({ code: 'custom', message: messages.type });
      else if (file.imageProblem)
        context.addIssue({ code: 'custom', message: IMAGE_MESSAGES[file.imageProblem] });
    })
    .transform((file) => file as AcceptedFile)
    .meta({ type: 'string', format: 'binary' });
}
