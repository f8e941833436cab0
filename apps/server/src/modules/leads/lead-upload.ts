import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { LEAD_FILE_KINDS, MAX_LEAD_FILE_BYTES, type LeadFileKind } from '@yaar/shared';
import { AppError } from '../../lib/errors';

export const MALFORMED_FORM = 'The form data could not be read.';

/** A file of the lead form, streamed to a temporary file as it arrives (never buffered whole). */
export interface LeadUpload {
  kind: LeadFileKind;
  tempPath: string;
  size: number;
  /** More than MAX_LEAD_FILE_BYTES arrived: the rest was dropped unread. */
  tooLarge: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    leadUploads: LeadUpload[];
  }
}

/** busboy's limits for the lead form: three files of at most 8 MB, a few small fields. */
export const LEAD_FORM_LIMITS = {
  fileSize: MAX_LEAD_FILE_BYTES,
  files: LEAD_FILE_KINDS.length,
  fields: 40,
  fieldSize: 16 * 1024,
  parts: 50,
  headerPairs: 100,
};

const isKind = (name: string): name is LeadFileKind => (LEAD_FILE_KINDS as readonly string[]).includes(name);

async function receiveFile(part: MultipartFile, kind: LeadFileKind, tempDir: string, uploads: LeadUpload[]) {
  const upload: LeadUpload = { kind, tempPath: path.join(tempDir, randomUUID()), size: 0, tooLarge: false };
  uploads.push(upload);
  await fsp.mkdir(tempDir, { recursive: true });
  part.file.on('data', (chunk: Buffer) => (upload.size += chunk.length));
  await pipeline(part.file, fs.createWriteStream(upload.tempPath));
  upload.tooLarge = part.file.truncated;
  // An empty file input that a browser sends with no name: no file chosen.
  if (upload.size === 0 && !part.filename) {
    uploads.splice(uploads.indexOf(upload), 1);
    await fsp.rm(upload.tempPath, { force: true });
  }
}

/**
 * preValidation for `multipart/form-data` lead forms: text fields become `request.body`, files go to
 * temporary files under `tempDir` listed in `request.leadUploads`. A JSON body passes unchanged.
 * A second file for the same field, or a file under another name, is read and dropped.
 */
export async function readLeadForm(request: FastifyRequest, tempDir: string): Promise<void> {
  request.leadUploads = [];
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: LEAD_FORM_LIMITS })) {
      if (part.type === 'file') {
        const { fieldname } = part;
        if (isKind(fieldname) && !request.leadUploads.some((u) => u.kind === fieldname)) {
          await receiveFile(part, fieldname, tempDir, request.leadUploads);
        } else {
          await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        }
      } else {
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discardLeadUploads(request);
    // Limits and prototype keys come as 4xx; a torn or boundary-less body as a plain error.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new AppError(400, MALFORMED_FORM);
  }
  request.body = body;
}

/** Removes the request's temporary files, whatever happened; safe to call more than once. */
export async function discardLeadUploads(request: FastifyRequest): Promise<void> {
  const uploads = request.leadUploads ?? [];
  request.leadUploads = [];
  await Promise.all(uploads.map((upload) => fsp.rm(upload.tempPath, { force: true })));
}
