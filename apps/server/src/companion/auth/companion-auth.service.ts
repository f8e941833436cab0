import type { CompanionToken } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { hashToken, newToken } from '../../lib/secrets';
import { findActiveUser, findSession, isSessionLive } from '../../modules/auth';
import * as repo from './companion-auth.repository';

export interface CompanionCaller {
  backOfficeUser: AuthUser;
  scope: 'full' | 'offers';
}

/** Issues an OYToken to a signed-in back-office user: full scope for the admin, offers for staff. */
export async function issueCompanionToken(
  ctx: AppContext,
  { user, tokenId }: { user: AuthUser; tokenId: number },
): Promise<CompanionToken> {
  const token = newToken();
  const scope = user.isAdmin ? 'full' : 'offers';
  await repo.insertCompanionToken(ctx.db, {
    backOfficeUserId: user.id,
    apiTokenId: tokenId,
    scope,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ctx.config.TOKEN_TTL_HOURS * 3_600_000),
  });
  return { Token: token, Scope: scope };
}

/**
 * The caller behind an OYToken. It lives only while the main-API token it was issued with does
 * (sign-out, deactivation) and while the back-office user is active.
 */
export async function findCompanionCaller(
  ctx: AppContext,
  token: string,
): Promise<CompanionCaller | null> {
  const row = await repo.findLiveCompanionToken(ctx.db, hashToken(token));
  if (!row) return null;
  if (row.apiTokenId !== null && !(await isSessionLive(ctx, row.apiTokenId))) return null;
  const backOfficeUser = await findActiveUser(ctx, row.backOfficeUserId);
  return backOfficeUser ? { backOfficeUser, scope: row.scope } : null;
}

/** Verifies a main-API bearer token through the main API's own auth service. */
export const verifyBackOfficeToken = (ctx: AppContext, token: string) => findSession(ctx, token);
