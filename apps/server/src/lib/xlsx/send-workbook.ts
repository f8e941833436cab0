import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../reply';

type OnError = (error: unknown) => void;

/** An export a call asked for: its file name, and its stream given where a late failure goes. */
export interface Workbook {
  fileName: string;
  write: (onError: OnError) => Readable;
}

/**
 * An .xlsx export as the answer, streamed. `workbook` builds the stream, given where a failure goes
 * once the answer has started (too late for an error answer): the request's log.
 */
export function sendWorkbook(reply: FastifyReply, fileName: string, workbook: Workbook['write']) {
  const onError = (error: unknown) => reply.request.log.error({ err: error }, 'export failed');
  return sendFile(reply, { fileName, stream: workbook(onError) });
}

/** A list call with an export flag: the workbook when it asked for one, else `answer`'s page. */
export const sendWorkbookOr = async <Answer>(
  reply: FastifyReply,
  workbook: Workbook | undefined,
  answer: () => Promise<Answer>,
) => (workbook ? sendWorkbook(reply, workbook.fileName, workbook.write) : answer());

/**
 * The handler of a list call with an export flag: `workbook(body)`'s file when the body asks for
 * one (it answers undefined when not), else `answer(body)`.
 */
export const exportOrAnswer =
  <Body, Answer>(
    workbook: (body: Body) => Workbook | undefined,
    answer: (body: Body) => Promise<Answer>,
  ) =>
  (request: { body: Body }, reply: FastifyReply) =>
    sendWorkbookOr(reply, workbook(request.body), () => answer(request.body));
