import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { PageMeta } from '@yaar/shared';
import { XLSX_TYPE } from './xlsx/xlsx-stream';

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

/** The content type of each kind of file the APIs send, by the extension of its name. */
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: XLSX_TYPE,
  json: 'application/json; charset=utf-8',
};

/**
 * A file (an export, a PDF) instead of the JSON envelope, its type from its name's extension;
 * never cached. Streamed, or `bytes` made whole before the answer starts (an invoice: a failure
 * is an error answer, never a 200 broken off).
 */
export function sendFile(
  reply: FastifyReply,
  file: ({ stream: Readable } | { bytes: Buffer }) & {
    fileName: string;
    disposition?: 'attachment' | 'inline';
  },
) {
  const extension = file.fileName.slice(file.fileName.lastIndexOf('.') + 1);
  return reply
    .type(FILE_TYPES[extension] ?? 'application/octet-stream')
    .header(
      'content-disposition',
      `${file.disposition ?? 'attachment'}; filename="${file.fileName}"`,
    )
    .header('cache-control', 'no-store')
    .send('bytes' in file ? file.bytes : file.stream);
}
