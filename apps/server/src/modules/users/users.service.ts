import { randomBytes } from 'node:crypto';
import type { UserPick, UserRecord } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { hashSecret } from '../../lib/secrets';
import * as repo from './users.repository';

export interface Paging {
  Page?: number;
  PageSize?: number;
}

/** The administrator gets full records; everyone else only active employees, for pickers. */
export async function listUsers(
  ctx: AppContext,
  actor: AuthUser,
  query: { id?: number } & Paging,
): Promise<{ rows: UserRecord[] | UserPick[]; meta?: { total: number; page: number; pageSize: number } }> {
  const paged = query.Page !== undefined || query.PageSize !== undefined;
  const page = query.Page ?? 1;
  const pageSize = query.PageSize ?? 50;
  if (!actor.isAdmin) {
    const all = await repo.listActiveUserPicks(ctx.db);
    const picks = query.id === undefined ? all : all.filter((u) => u.id === query.id);
    if (!paged) return { rows: picks };
    const rows = picks.slice((page - 1) * pageSize, page * pageSize);
    return { rows, meta: { total: picks.length, page, pageSize } };
  }
  if (!paged) return { rows: (await repo.listUserRecords(ctx.db, { id: query.id })).rows };
  const { rows, total } = await repo.listUserRecords(ctx.db, {
    id: query.id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { rows, meta: { total, page, pageSize } };
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
