import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, type FieldErrors } from '@yaar/shared';
import { AppError } from '../lib/errors';

/**
 * PostgreSQL's data exceptions (class 22: a value out of range, a character it cannot store) come
 * from input the shared schemas should have refused; they are still the caller's input, not a
 * server fault.
 */
const isDataException = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Seconds a caller is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
/**
 * The database is unreachable (not running, restarting, shutting down, the connection dropped),
 * as opposed to refusing a query: a network error, PostgreSQL's classes 08 (connection) and 57P
 * (operator intervention), or pg's own connection failures.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || /^(08|57P)/.test(code))) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|connection error|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').split('/')[0] ?? '';

/** Turns every failure into `{ status, message, errors? }`; bad input is never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  // A POST without a body is checked as an empty form, so each required field gets its message.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return reply.status(error.statusCode).send({
        status: error.statusCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.data !== undefined ? { data: error.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath) || 'body';
        errors[field] ??= issue.message ?? apiMessages.validation;
      }
      const message = Object.values(errors)[0] ?? apiMessages.validation;
      return reply.status(422).send({ status: 422, message, errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 503, message: apiMessages.serviceUnavailable });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(422).send({ status: 422, message: apiMessages.validation });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ status: 500, message: apiMessages.serverError });
    }
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.malformedBody,
      FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.malformedBody,
      FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.bodyTooLarge,
    };
    const message =
      messages[error.code] ??
      (error instanceof SyntaxError ? apiMessages.malformedBody : error.message);
    return reply.status(status).send({ status, message });
  });
}

export function replyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ status: 404, message: apiMessages.notFound }),
  );
}

/**
 * API answers are never kept by a browser or a proxy (a signed-in user's data on a shared
 * machine), unless a route says otherwise (public reference data, a signed file URL).
 */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
