import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { revokeCompanionTokens } from './companion-auth.repository';

/**
 * Revocation of OYTokens, for the main API's sign-out and deactivation (DESIGN §3). `db` lets the
 * caller revoke inside its own transaction.
 */
export const revokeCompanionTokensIssuedWith = (
  ctx: AppContext,
  apiTokenId: number,
  db: Executor = ctx.db,
) => revokeCompanionTokens(db, { apiTokenId });

export const revokeCompanionTokensOfUser = (
  ctx: AppContext,
  backOfficeUserId: number,
  db: Executor = ctx.db,
) => revokeCompanionTokens(db, { backOfficeUserId });
