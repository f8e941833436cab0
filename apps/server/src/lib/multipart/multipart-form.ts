import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { detectFileType, type FileMime } from '../storage/file-check';
import { imageProblem } from '../storage/image-check';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../storage/private-folder';
import { ReceivedFile } from './received-file';

export const MALFORMED_FORM = 'The form data could not be read.';

/** What a module accepts in one form: its file fields (each with a size limit and types by content). */
export interface MultipartSpec {
  tempDir: string;
  files: Record<string, { maxBytes: number; types: readonly FileMime[] }>;
  maxFields?: number;
  maxFieldBytes?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    receivedFiles: ReceivedFile[];
    /** Temporary files still being written (an upload in progress): removed if it never ends. */
    uploadsInProgress: Set<string>;
  }
}

const drain = (part: MultipartFile) =>
  pipeline(part.file, new Writable({ write: (_c, _e, done) => done() }));

async function receiveFile(
  part: MultipartFile,
  spec: MultipartSpec,
  inProgress: Set<string>,
): Promise<ReceivedFile | null> {
  const rule = spec.files[part.fieldname]!;
  const tempPath = path.join(spec.tempDir, randomUUID());
  await fsp.mkdir(spec.tempDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  let size = 0;
  part.file.on('data', (chunk: Buffer) => (size += chunk.length));
  inProgress.add(tempPath);
  try {
    await pipeline(part.file, fs.createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE }));
  } catch (error) {
    // Cut off, torn or timed out half-way: the partial file goes now, not at the next start.
    await fsp.rm(tempPath, { force: true });
    throw error;
  } finally {
    inProgress.delete(tempPath);
  }
  // An empty file input that a browser sends with no name: no file chosen.
  if (size === 0 && !part.filename) {
    await fsp.rm(tempPath, { force: true });
    return null;
  }
  const tooLarge = part.file.truncated || size > rule.maxBytes;
  const type = tooLarge ? null : await detectFileType(tempPath, rule.types);
  const problem = type ? await imageProblem(tempPath, type.mime) : null;
  return new ReceivedFile(tempPath, size, tooLarge, type, problem);
}

/** Removes the request's temporary files, whatever happened; safe to call more than once. */
export async function discardReceivedFiles(request: FastifyRequest): Promise<void> {
  const paths = [
    ...(request.receivedFiles ?? []).map((file) => file.tempPath),
    ...(request.uploadsInProgress ?? []),
  ];
  request.receivedFiles = [];
  await Promise.all(paths.map((tempPath) => fsp.rm(tempPath, { force: true })));
}

/**
 * Makes the routes of this plugin scope read `multipart/form-data` bodies by `spec`: text fields
 * and files (as `ReceivedFile`s under their field names) become `request.body`, so the route's zod
 * schema checks both like any other body. A JSON body passes unchanged. A second file for a field,
 * or a file under a name not in `spec`, is read and dropped. Temporary files are removed before the
 * answer is sent (the service moves the ones it keeps into storage first). Returns the
 * preValidation hook for the routes.
 */
export async function useMultipartForms(app: FastifyInstance, spec: MultipartSpec) {
  const largest = Math.max(...Object.values(spec.files).map((rule) => rule.maxBytes));
  const limits = {
    fileSize: largest,
    files: Object.keys(spec.files).length,
    fields: spec.maxFields ?? 40,
    fieldSize: spec.maxFieldBytes ?? 16 * 1024,
    parts: Object.keys(spec.files).length + (spec.maxFields ?? 40),
    headerPairs: 100,
  };
  await app.register(multipart, { limits, throwFileSizeLimit: false });
  // Before the answer leaves (a caller that sees the answer finds no temporary file left), and again
  // when a request is aborted or an answer fails on its way out.
  app.addHook('onSend', async (request) => discardReceivedFiles(request));
  app.addHook('onResponse', discardReceivedFiles);
  app.addHook('onRequestAbort', discardReceivedFiles);

  return async function readMultipartForm(request: FastifyRequest): Promise<void> {
    request.receivedFiles = [];
    request.uploadsInProgress = new Set();
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts({ limits })) {
        if (part.type === 'field') body[part.fieldname] = part.value;
        else if (!Object.hasOwn(spec.files, part.fieldname) || Object.hasOwn(body, part.fieldname))
          await drain(part);
        else {
          const file = await receiveFile(part, spec, request.uploadsInProgress);
          if (file) {
            request.receivedFiles.push(file);
            body[part.fieldname] = file;
          }
        }
      }
    } catch (error) {
      await discardReceivedFiles(request);
      // Limits and prototype keys come as 4xx; a torn or boundary-less body as a plain error.
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) throw error;
      throw new AppError(400, MALFORMED_FORM);
    }
    request.body = body;
  };
}
