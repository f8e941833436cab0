import {
  boolean,
  date,
  index,
  integer,
  pgSchema,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

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
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
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
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('companion_app_users_mobile_unique').on(table.mobileNo),
    index('companion_app_users_created').on(table.createdAt, table.id),
  ],
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
    createdAt: createdAt(),
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
  createdAt: createdAt(),
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
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('companion_push_outbox_unsent').on(table.sentAt, table.id)],
);

/**
 * The app's businesses (DESIGN §7): a company has an owner (an app user, whose OYaar licence is the
 * company's), the days before a due date its reminders go out, its UPI id and whether it takes
 * payments in the app. Registered on `createdAt` (the dashboard's analytics).
 */
export const companies = companion.table(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    phoneNo: text('phone_no').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => appUsers.id),
    reminderDays: integer('reminder_days').notNull().default(3),
    upiId: text('upi_id').notNull().default(''),
    receivePayments: boolean('receive_payments').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('companion_companies_created').on(table.createdAt, table.id),
    index('companion_companies_owner').on(table.ownerId),
  ],
);

/** A reminder a company's app sent (DESIGN §7): ReminderCount is a count of these over a range. */
export const remindersSent = companion.table(
  'reminders_sent',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [index('companion_reminders_company_sent').on(table.companyId, table.sentAt)],
);

/** Offers posted by companies for the app's customers; the back office approves them (spec 2 §4). */
export const offers = companion.table(
  'offers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** A storage key (lib/storage) of the offer's image, or null. */
    filePath: text('file_path'),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedBy: integer('approved_by'),
    approvedAt: instant('approved_at'),
    createdAt: createdAt(),
  },
  (table) => [index('companion_offers_created').on(table.createdAt, table.id)],
);

/** Marketing, scheme and guide images the app shows, each with a link (spec 2 §3). */
export const media = companion.table(
  'media',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['Marketing', 'Scheme', 'Guide'] }).notNull(),
    /** A storage key (lib/storage); SVGs are kept sanitised. */
    imagePath: text('image_path').notNull(),
    contentType: text('content_type').notNull(),
    link: text('link').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('companion_media_type').on(table.type, table.id)],
);

/** The app's tutorial videos, one per screen of the app (spec 2 §3); the admin edits them. */
export const tutorials = companion.table('tutorials', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  screen: text('screen').notNull(),
  url: text('url').notNull().default(''),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** The app's default messages (a reminder's text, a thank-you…), key → message (spec 2 §3). */
export const defaultMessages = companion.table('default_messages', {
  key: text('key').primaryKey(),
  message: text('message').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * One-time security PINs (DESIGN §3, §7): only the hash is kept, valid 10 minutes; each row is
 * also the record of who issued it for which app user and when.
 */
export const securityPins = companion.table(
  'security_pins',
  {
    id: serial('id').primaryKey(),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id),
    pinHash: text('pin_hash').notNull(),
    issuedBy: integer('issued_by').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('companion_security_pins_user').on(table.appUserId, table.createdAt)],
);

/**
 * Companies and app users registered per business day (the dashboard's two counts), kept by
 * triggers on both tables (migration 0022) in the time zone of `analyticsZone`.
 */
export const registrationDays = companion.table('registration_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  companies: integer('companies').notNull().default(0),
  appUsers: integer('app_users').notNull().default(0),
});

/** The one time zone the registration days are counted in (BUSINESS_TZ, aligned at start). */
export const analyticsZone = companion.table('analytics_zone', {
  timeZone: text('time_zone').primaryKey(),
});
