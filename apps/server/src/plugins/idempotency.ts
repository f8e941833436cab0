import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TRANSPORT_FIELDS, apiMessages } from '@yaar/shared';
import type { AppContext } from '../context';
import { connectionOptionsOf } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, validationFailed } from '../lib/errors';
import { ReceivedFile } from '../lib/multipart/received-file';
import { createRequestLocks } from './idempotency-locks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route makes its write once per `Idempotency-Key` (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request runs (its lock held), until its answer is kept. */
    idempotencyRow: (KeyRow & { requestHash: string }) | null;
  }
}

interface KeyRow {
  userId: number;
  route: string;
  key: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a repeat waits for the first request with its key to be answered. */
const WAIT_MS = 20_000;
const POLL_MS = 100;

/** A received file by its content: a repeat of a multipart form streams it to a new temp path. */
const fileHash = async (file: ReceivedFile) => {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file.tempPath)) hash.update(chunk as Buffer);
  return `file:${file.size}:${hash.digest('hex')}`;
};

/**
 * The body (a multipart form's fields and its files' contents, without the transport fields): a
 * key reused for another is refused.
 */
async function requestHash(request: FastifyRequest) {
  const body = request.body;
  let hashed: unknown = body ?? null;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = await Promise.all(
      Object.entries(body as Record<string, unknown>)
        .filter(([name]) => !IDEMPOTENCY_TRANSPORT_FIELDS.includes(name))
        .map(async ([name, value]): Promise<[string, unknown]> => [
          name,
          value instanceof ReceivedFile ? await fileHash(value) : value,
        ]),
    );
    hashed = Object.fromEntries(entries.sort(([a], [b]) => String(a).localeCompare(String(b))));
  }
  return createHash('sha256').update(JSON.stringify(hashed)).digest('hex');
}

/** The kept answer of a key, if any (one row per user, route and key). */
const findKept = (ctx: AppContext, row: KeyRow) =>
  ctx.db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, row.userId),
        eq(idempotencyKeys.route, row.route),
        eq(idempotencyKeys.key, row.key),
      ),
    )
    .then((rows) => rows[0]);

const lockName = (row: KeyRow) => `${row.userId}:${row.route}:${row.key}`;

/**
 * Exactly once, for the write routes that opt in with `config: { idempotent: true }`: a signed-in
 * caller's `Idempotency-Key` is kept with its request and its answer; the first request runs, and
 * a repeat (a retry after a lost answer, a second tab, ten clicks at once) waits for it and gets
 * the same answer, creating nothing. A key sent with another request is refused (422); transport
 * fields (`IDEMPOTENCY_TRANSPORT_FIELDS`) are not part of the request. Who runs a key is an
 * advisory lock tied to a connection (`idempotency-locks.ts`): a request whose process died
 * mid-write leaves nothing that blocks its key, and a repeat runs it again. Answers of 5xx are not
 * kept: a retry runs again. Without the header a route works as before. Old keys are removed by
 * the daily `idempotency-keys` job, not by the writes.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const locks = createRequestLocks(connectionOptionsOf(ctx.db), app.log);
  app.decorateRequest('idempotencyRow', null);
  app.addHook('onClose', () => locks.close());

  const release = async (request: FastifyRequest) => {
    const row = request.idempotencyRow;
    if (!row) return;
    request.idempotencyRow = null;
    await locks.release(lockName(row));
  };

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (!request.routeOptions.config.idempotent || header === undefined || !request.authUser) {
      return;
    }
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw validationFailed({ [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyInvalid });
    }
    const row = {
      userId: request.authUser.id,
      route: request.routeOptions.url ?? request.url,
      key,
      requestHash: await requestHash(request),
    };
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const kept = await findKept(ctx, row);
      if (kept?.completed) return replay(kept, row, reply);
      if (await locks.tryTake(lockName(row))) {
        // Answered between the look and the lock: the kept answer, not a second run.
        const answered = await findKept(ctx, row).catch(async (error: unknown) => {
          await locks.release(lockName(row));
          throw error;
        });
        if (answered?.completed) {
          await locks.release(lockName(row));
          return replay(answered, row, reply);
        }
        request.idempotencyRow = row;
        return;
      }
      // Retry-After: a queue (the phone's offline queue) tries again rather than giving up.
      if (Date.now() > deadline) throw new AppError(409, apiMessages.idempotencyInProgress, {}, 1);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const row = request.idempotencyRow;
    if (!row) return payload;
    try {
      if (reply.statusCode < 500) {
        const answer = { completed: true, statusCode: reply.statusCode, answer: payload };
        await ctx.db
          .insert(idempotencyKeys)
          .values({ ...row, ...answer })
          .onConflictDoUpdate({
            target: [idempotencyKeys.userId, idempotencyKeys.route, idempotencyKeys.key],
            set: { ...answer, requestHash: row.requestHash, createdAt: sql`now()` },
          });
      }
    } finally {
      await release(request);
    }
    return payload;
  });
  // A request answered without its payload serialised (or failing there) frees its key too.
  app.addHook('onResponse', release);
}

/** The kept answer again, or 422 when the key was kept with a different request. */
function replay(
  kept: typeof idempotencyKeys.$inferSelect,
  row: KeyRow & { requestHash: string },
  reply: FastifyReply,
) {
  if (kept.requestHash !== row.requestHash) {
    throw validationFailed({ [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyReused });
  }
  return reply
    .code(kept.statusCode ?? 200)
    .header('idempotent-replayed', 'true')
    .send(kept.answer);
}
