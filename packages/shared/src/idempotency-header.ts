/** The header a client sends to make a write happen once (the same key: the first answer again). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Body fields that describe the sending, not the write: a queued check-in's `SentAt` is new on
 * every send. They are left out of the request a key is kept with, so a retry after a lost answer
 * is the same request (answered with the first answer), never "a different request".
 */
export const IDEMPOTENCY_TRANSPORT_FIELDS: readonly string[] = ['SentAt'];
