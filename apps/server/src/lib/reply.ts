import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { PageMeta } from '@yaar/shared';

/** The success envelope of both APIs. */
export function ok(message: string): { status: 200; message: string };
export function ok<T>(
  message: string,
  data: T,
  meta?: PageMeta,
): { status: 200; message: string; data: T; meta?: PageMeta };
export function ok<T>(message: string, data?: T, meta?: PageMeta) {
  return {
    status: 200 as const,
    message,
    ...(data === undefined ? {} : { data }),
    ...(meta === undefined ? {} : { meta }),
  };
}

/** One page of a list in the success envelope: its rows as `data`, with `meta` (none: every row). */
export const okPage = <T>(message: string, page: { rows: T; meta?: PageMeta }) =>
  ok(message, page.rows, page.meta);

/** A streamed file (an export, a PDF) instead of the JSON envelope; never cached. */
export function sendFile(
  reply: FastifyReply,
  file: { stream: Readable; type: string; fileName: string; disposition?: 'attachment' | 'inline' },
) {
  return reply
    .type(file.type)
    .header(
      'content-disposition',
      `${file.disposition ?? 'attachment'}; filename="${file.fileName}"`,
    )
    .header('cache-control', 'no-store')
    .send(file.stream);
}
