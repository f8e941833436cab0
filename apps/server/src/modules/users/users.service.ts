import { randomBytes } from 'node:crypto';
import type { PageMeta, PageQuery, UserPick, UserRecord } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { pageWindow, readPage, type PageWindow } from '../../lib/paging';
import { hashSecret } from '../../lib/secrets';
import * as repo from './users.repository';

/** The administrator gets full records; everyone else only active employees, for pickers. */
export async function listUsers(
  ctx: AppContext,
  actor: AuthUser,
  query: { id?: number } & PageQuery,
): Promise<{ rows: UserRecord[] | UserPick[]; meta?: PageMeta }> {
  const filter = { id: query.id, activeOnly: !actor.isAdmin };
  const fetchRows = (page?: PageWindow) =>
    actor.isAdmin
      ? repo.listUserRecords(ctx.db, filter, page)
      : repo.listUserPicks(ctx.db, filter, page);
  const window = pageWindow(query);
  if (!window) return { rows: await fetchRows() };
  return readPage(window, fetchRows, () => repo.countUsers(ctx.db, filter));
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
