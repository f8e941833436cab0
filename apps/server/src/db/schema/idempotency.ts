import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Writes made exactly once (issue 16): a caller's `Idempotency-Key` on a route that opts in, with
 * the request it came with (a hash) and, once answered, the answer. A repeat of the key gets that
 * answer again and creates nothing; keys are kept for 30 days (a phone sends late) and removed in
 * batches by the daily `idempotency-keys` job, on the `created_at` index. In PostgreSQL, so every app process
 * sees them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    completed: boolean('completed').notNull().default(false),
    statusCode: integer('status_code'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_key', columns: [table.userId, table.route, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);
