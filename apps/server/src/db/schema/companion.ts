import { integer, pgSchema, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The companion API owns this schema; the main API never writes it. */
export const companion = pgSchema('companion');

/** Companion tokens (OYToken) issued to signed-in back-office users. */
export const companionTokens = companion.table(
  'tokens',
  {
    id: serial('id').primaryKey(),
    /** The back-office user's id (public.users); no cross-schema foreign key by design. */
    backOfficeUserId: integer('back_office_user_id').notNull(),
    scope: text('scope', { enum: ['full', 'offers'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('companion_tokens_hash_unique').on(table.tokenHash)],
);
