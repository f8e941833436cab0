import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../reply';
import { XLSX_TYPE } from './xlsx-stream';

/**
 * An .xlsx export as the answer, streamed. `workbook` builds the stream, given where a failure goes
 * once the answer has started (too late for an error answer): the request's log.
 */
export function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  workbook: (onError: (error: unknown) => void) => Readable,
) {
  const onError = (error: unknown) => reply.request.log.error({ err: error }, 'export failed');
  return sendFile(reply, { type: XLSX_TYPE, fileName, stream: workbook(onError) });
}
