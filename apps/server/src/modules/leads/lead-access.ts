import { leadMessages } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { isRestrictedAccount } from '../users';
import type { LeadScope } from './leads.repository';

/**
 * Who sees and changes which lead (DESIGN §3). Staff see and act on their own leads; the
 * administrator sees all. Update, delete and transfer: the owner, or the administrator — except
 * accounts in RESTRICTED_EMAILS, who may change only leads they own. Follow-up: whoever sees it.
 */
export const visibleScope = (actor: AuthUser): LeadScope =>
  actor.isAdmin ? {} : { ownerId: actor.id };

/** The leads `actor` may update, delete or transfer. */
export const changeScope = (ctx: AppContext, actor: AuthUser): LeadScope =>
  actor.isAdmin && !isRestrictedAccount(ctx.config, actor.email) ? {} : { ownerId: actor.id };

/** 404 when `actor` cannot see the lead; 403 when it sees it but may not change it. */
export function assertMayChange(
  ctx: AppContext,
  actor: AuthUser,
  lead: { userId: number } | undefined,
): asserts lead is { userId: number } {
  if (!lead) throw notFound(leadMessages.leadNotFound);
  const { ownerId } = changeScope(ctx, actor);
  if (ownerId !== undefined && lead.userId !== ownerId) {
    if (actor.isAdmin) throw new AppError(403, leadMessages.restrictedAccount);
    throw notFound(leadMessages.leadNotFound);
  }
}

export const leadNotFound = () => notFound(leadMessages.leadNotFound);
