import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, apiMessages } from '@yaar/shared';
import type { AppContext } from '../context';
import { idempotencyKeys } from '../db/schema';
import { AppError, validationFailed } from '../lib/errors';
import { ReceivedFile } from '../lib/multipart/received-file';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route makes its write once per `Idempotency-Key` (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyRow: { userId: number; route: string; key: string } | null;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/**
 * How long a key is kept. A phone can hold a lead captured offline for days (a week in a dead zone,
 * a phone left off over a holiday) and still send it with the key made when it was saved: kept for
 * 30 days, a late repeat of a lead that was created is answered, never made twice.
 */
const KEPT_FOR = sql`interval '30 days'`;
/** How long a repeat waits for the first request with its key to be answered. */
const WAIT_MS = 20_000;
const POLL_MS = 100;

/** A received file by its content: a repeat of a multipart form streams it to a new temp path. */
const fileHash = async (file: ReceivedFile) => {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file.tempPath)) hash.update(chunk as Buffer);
  return `file:${file.size}:${hash.digest('hex')}`;
};

/** The body (a multipart form's fields and its files' contents): a key reused for another is refused. */
async function requestHash(request: FastifyRequest) {
  const body = request.body;
  let hashed: unknown = body ?? null;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = await Promise.all(
      Object.entries(body as Record<string, unknown>).map(
        async ([name, value]): Promise<[string, unknown]> => [
          name,
          value instanceof ReceivedFile ? await fileHash(value) : value,
        ],
      ),
    );
    hashed = Object.fromEntries(entries.sort(([a], [b]) => String(a).localeCompare(String(b))));
  }
  return createHash('sha256').update(JSON.stringify(hashed)).digest('hex');
}

/**
 * Exactly once, for the write routes that opt in with `config: { idempotent: true }`: a signed-in
 * caller's `Idempotency-Key` is kept with its request; the first request runs, and a repeat (a
 * retry, a second tab, ten clicks at once) waits for it and gets the same answer, creating nothing.
 * A key sent with another request is refused (422). Answers of 5xx are not kept: a retry runs
 * again. Without the header a route works as before.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('idempotencyRow', null);

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
    };
    const hash = await requestHash(request);
    await ctx.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`));
    const claimed = await ctx.db
      .insert(idempotencyKeys)
      .values({ ...row, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyRow = row;
      return;
    }
    return replayAnswer(ctx, row, hash, reply);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const row = request.idempotencyRow;
    if (!row) return payload;
    request.idempotencyRow = null;
    const where = and(
      eq(idempotencyKeys.userId, row.userId),
      eq(idempotencyKeys.route, row.route),
      eq(idempotencyKeys.key, row.key),
    );
    if (reply.statusCode >= 500) await ctx.db.delete(idempotencyKeys).where(where);
    else {
      await ctx.db
        .update(idempotencyKeys)
        .set({ completed: true, statusCode: reply.statusCode, answer: payload })
        .where(where);
    }
    return payload;
  });
}

/** Waits for the first request with this key to be answered, then answers the same. */
async function replayAnswer(
  ctx: AppContext,
  row: { userId: number; route: string; key: string },
  hash: string,
  reply: FastifyReply,
) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [kept] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, row.userId),
          eq(idempotencyKeys.route, row.route),
          eq(idempotencyKeys.key, row.key),
        ),
      );
    if (kept && kept.requestHash !== hash) {
      throw validationFailed({ [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyReused });
    }
    if (kept?.completed) {
      return reply
        .code(kept.statusCode ?? 200)
        .header('idempotent-replayed', 'true')
        .send(kept.answer);
    }
    // Retry-After: a queue (the phone's offline queue) tries again rather than giving up.
    if (Date.now() > deadline) throw new AppError(409, apiMessages.idempotencyInProgress, {}, 1);
    // Gone (the first answered 5xx and was dropped): let the caller try again.
    if (!kept) throw new AppError(409, apiMessages.idempotencyInProgress, {}, 1);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
