import {
  boolean,
  index,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** The main-API token (public.api_tokens) it was issued with: signing out revokes both. */
    apiTokenId: integer('api_token_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('companion_tokens_hash_unique').on(table.tokenHash),
    index('companion_tokens_api_token').on(table.apiTokenId),
    index('companion_tokens_user').on(table.backOfficeUserId),
  ],
);

/**
 * Users of the companion mobile app (OYaar). The main API reads a name from here only through
 * the companion's app-users service (the lead's 'Ref From' lookup).
 */
export const appUsers = companion.table(
  'app_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    /** 10 digits; one app user per number. */
    mobileNo: text('mobile_no').notNull(),
    /** Where a referrer's commission is paid: a UPI id or bank details ('' until given). */
    paymentInfo: text('payment_info').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companion_app_users_mobile_unique').on(table.mobileNo)],
);

/** The companion app's versions (spec 2 §3): the app compares its own with the newest. */
export const appVersions = companion.table(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    deviceType: text('device_type', { enum: ['Android', 'IOS'] }).notNull(),
    forceUpdate: boolean('force_update').notNull().default(false),
    isUnMaintain: boolean('is_un_maintain').notNull().default(false),
    message: text('message').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('companion_app_versions_device').on(table.deviceType, table.id)],
);

/** The companion's published read view of its app users (DESIGN §7): the main API reads, never writes. */
export const referrers = companion
  .view('referrers', {
    mobileNo: text('mobile_no').notNull(),
    name: text('name').notNull(),
    paymentInfo: text('payment_info').notNull(),
  })
  .existing();

/** Announcements to the app's businesses or customers (spec 2 §3). */
export const announcements = companion.table('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sentTo: text('sent_to', { enum: ['companies', 'users'] }).notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the push service still has to take, a row per audience (DESIGN §7): written in the same
 * transaction as the announcement, delivered after it commits, retried at start while unsent.
 */
export const pushOutbox = companion.table(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    audience: text('audience', { enum: ['companies', 'users'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('companion_push_outbox_unsent').on(table.sentAt, table.id)],
);
