import { randomBytes } from 'node:crypto';
import {
  USER_STATUS,
  type Language,
  type PageMeta,
  type PageQuery,
  type UserPick,
  type UserRecord,
} from '@yaar/shared';
import { ConfigError } from '../../env';
import type { AppContext, AuthUser } from '../../context';
import { pagedList, type PageWindow } from '../../lib/paging';
import { hashSecret } from '../../lib/secrets';
import * as repo from './users.repository';

/** The administrator gets full records; everyone else only active employees, for pickers. */
export async function listUsers(
  ctx: AppContext,
  actor: AuthUser,
  query: { id?: number; Search?: string } & PageQuery,
): Promise<{ rows: UserRecord[] | UserPick[]; meta?: PageMeta }> {
  const filter = { id: query.id, activeOnly: !actor.isAdmin, search: query.Search || undefined };
  const fetchRows = (page?: PageWindow) =>
    actor.isAdmin
      ? repo.listUserRecords(ctx.db, filter, page)
      : repo.listUserPicks(ctx.db, filter, page);
  return pagedList<UserRecord | UserPick>(query, {
    fetchRows,
    countRows: () => repo.countUsers(ctx.db, filter),
    unpaged: 'every row',
  });
}

/** The user's own language (issue 45), kept so that it follows them to another device. */
export async function saveUserLanguage(ctx: AppContext, actor: AuthUser, language: Language) {
  await repo.updateUserLanguage(ctx.db, actor.id, language);
}

/**
 * Activates or deactivates a user (spec 2: `POST /update-user` with id and Status). Deactivating
 * revokes every token of the user in the same transaction (the database does it for main-API
 * tokens whatever sets the status; OYTokens are revoked here and die with their main token anyway):
 * a later reactivation does not bring the old sessions back (DESIGN §3).
 */
export async function setUserStatus(
  ctx: AppContext,
  userId: number,
  status: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.updateUserStatus(tx, userId, status);
    if (status === USER_STATUS.inactive) await ctx.companion.revokeTokensOfUser(tx, userId);
  });
}

/**
 * Creates the administrator from ADMIN_EMAIL on first start (ADMIN_PASSWORD, or a random password
 * returned so that main.ts prints it once) and keeps that account the only admin.
 */
export async function ensureAdmin(ctx: AppContext): Promise<{ generatedPassword?: string }> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_MOBILE } = ctx.config;
  return ctx.db.transaction(async (tx) => {
    let adminId = await repo.findUserIdByEmail(tx, ADMIN_EMAIL);
    let generatedPassword: string | undefined;
    if (adminId === undefined) {
      // A database made elsewhere (a restored backup) already has its administrator.
      const holder = await repo.findEmailByMobile(tx, ADMIN_MOBILE);
      if (holder !== undefined)
        throw new ConfigError(
          `ADMIN_EMAIL ${ADMIN_EMAIL} has no account in this database, and the administrator's mobile ${ADMIN_MOBILE} (ADMIN_MOBILE) is ${holder}'s: start with ADMIN_EMAIL=${holder}, as where the data was made, or set another ADMIN_MOBILE.`,
        );
      generatedPassword = ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
      adminId = await repo.insertUser(tx, {
        firstName: 'Admin',
        lastName: 'User',
        email: ADMIN_EMAIL,
        mobileNo: ADMIN_MOBILE,
        passwordHash: await hashSecret(ADMIN_PASSWORD ?? generatedPassword!),
        role: 'admin',
      });
    }
    await repo.setSoleAdmin(tx, adminId);
    return { generatedPassword };
  });
}
