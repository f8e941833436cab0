/** The header a client sends to make a write happen once (the same key: the first answer again). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
