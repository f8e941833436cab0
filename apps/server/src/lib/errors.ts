import { apiMessages, type FieldErrors } from '@yaar/shared';

/** A failure the caller can act on: becomes `{ status, message, errors? }` with that HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Sent as `Retry-After` (seconds): when a refused caller may try again. */
    readonly retryAfterSeconds?: number,
    /** Sent as the answer's `data`: what the caller needs to settle it (a 409's current values). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** 422 with field errors; the message is the first field's, as a form would show it in a toast. */
export const validationFailed = (errors: FieldErrors) =>
  new AppError(422, Object.values(errors)[0] ?? apiMessages.validation, errors);
export const unauthorized = () => new AppError(401, apiMessages.unauthorized);
export const forbidden = () => new AppError(403, apiMessages.forbidden);
export const notFound = (message: string = apiMessages.notFound) => new AppError(404, message);
/** `value`, or a 404 with `message` when there is none (no such row, file or setting). */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
export const tooManyRequests = (
  message: string = apiMessages.tooManyRequests,
  retryAfterSeconds?: number,
) => new AppError(429, message, undefined, retryAfterSeconds);

/** PostgreSQL's unique-violation code, for races that a prior check cannot close. */
export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint: name } = pgError as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || name === constraint);
};
