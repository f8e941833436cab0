import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { cities } from './reference';

/**
 * A required reference to an employee: who owns, did or wrote what the row records. `cascade`
 * for rows that mean nothing without the employee (their devices, their reminders).
 */
export const userReference = (column = 'user_id', actions: { onDelete?: 'cascade' } = {}) =>
  integer(column)
    .notNull()
    .references(() => users.id, actions);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull(),
    address: text('address').notNull().default(''),
    cityId: integer('city_id').references(() => cities.id),
    pincode: text('pincode').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'staff'] })
      .notNull()
      .default('staff'),
    status: smallint('status').notNull().default(1),
    oyComm1: numeric('oy_comm1', { precision: 12, scale: 2 }).notNull().default('0'),
    oyComm2: numeric('oy_comm2', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * When the account was let in: null while a sign-up waits for the administrator
     * (SIGNUP_APPROVAL=admin); set by the insert, or when the administrator first switches it on.
     */
    approvedAt: instant('approved_at').defaultNow(),
    /** The screens' language the user chose (issue 45: en, gu, hi); null until chosen. */
    language: text('language', { enum: ['en', 'gu', 'hi'] }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_mobile_unique').on(table.mobileNo),
  ],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [uniqueIndex('api_tokens_hash_unique').on(table.tokenHash)],
);

/** One row per OTP sent; `verifiedAt` marks the number as proven for registration. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNo: text('mobile_no').notNull(),
    codeHash: text('code_hash').notNull(),
    requestedFrom: text('requested_from').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
    /** SHA-256 of the verification token verify-otp answered; register must present it. */
    verificationHash: text('verification_hash'),
    /** Register calls refused with this verification (a taken e-mail, an unknown city): capped. */
    registerFailures: integer('register_failures').notNull().default(0),
  },
  (table) => [
    index('otp_codes_mobile_created').on(table.mobileNo, table.createdAt),
    index('otp_codes_from_created').on(table.requestedFrom, table.createdAt),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The address the attempt came from: failures count per account and address. */
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_created').on(table.email, table.createdAt),
    index('login_failures_email_address_created').on(table.email, table.address, table.createdAt),
  ],
);

/**
 * An employee's commission rates by the day they took effect (issue 42): a sale earns the rates in
 * effect on its EntryDate (a sale dated 31 March and recorded in November earns March's). Written
 * when the administrator changes the rates, from that business day; the first change also writes
 * the rates before it, from '-infinity'. An employee whose rates never changed has no rows: their
 * rates on `users` apply on every day.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id', { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    oyComm1: numeric('oy_comm1', { precision: 12, scale: 2 }).notNull(),
    oyComm2: numeric('oy_comm2', { precision: 12, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('commission_rates_user_day').on(table.userId, table.effectiveFrom)],
);
