import { apiMessages, transferMessages, type Lead } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { notFound, validationFailed } from '../../lib/errors';
import { auditChange } from '../audit';
import { handsOf, recordLeadEvent } from '../lead-events';
import { isActiveEmployee } from '../users';
import { assertMayChange, changeScope, leadNotFound, visibleScope } from './lead-access';
import { leadFileUrls } from './lead-files';
import { listLeadVisitRows, releaseVisitPhotos } from './lead-visits.repository';
import { listFollowUpRows } from './lead-follow-ups.repository';
import * as repo from './leads.repository';
import { visitPhotoUrl } from './visit-photos';

/** `GET /lead-details`: one lead the caller may see, with its follow-ups (newest first) and RefName. */
export async function getLeadDetails(ctx: AppContext, actor: AuthUser, id: number): Promise<Lead> {
  const row = await repo.findLeadDetailRow(ctx.db, id, visibleScope(actor));
  if (!row) throw leadNotFound();
  const { hoardingKey, vFrontKey, vBackKey, LocationTakenAt, ...lead } = row;
  const [Followups, visitRows, RefName] = await Promise.all([
    listFollowUpRows(ctx.db, id, ctx.config.BUSINESS_TZ),
    listLeadVisitRows(ctx.db, id),
    lead.RefMobileNo ? ctx.companion.appUserName(ctx.db, lead.RefMobileNo) : Promise.resolve(null),
  ]);
  return {
    ...lead,
    LocationTakenAt: LocationTakenAt ? LocationTakenAt.toISOString() : null,
    RefName,
    ...leadFileUrls(ctx, { id, hoardingKey, vFrontKey, vBackKey }),
    Followups,
    Visits: visitRows.map(({ photoKey, ...visit }) => ({
      ...visit,
      PhotoUrl: visitPhotoUrl(ctx, visit.id, photoKey),
    })),
  };
}

/**
 * `POST /lead-delete`: a soft delete, audited in the same transaction. Its visits' photos go with
 * it (removed from storage once committed; a removal that fails is left to the sweep).
 */
export async function deleteLead(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  assertMayChange(ctx, actor, await repo.findLeadState(ctx.db, id, visibleScope(actor)));
  const photos = await ctx.db.transaction(async (tx) => {
    const deletedAt = await repo.softDeleteLead(tx, id, changeScope(ctx, actor), actor.id);
    if (!deletedAt) throw leadNotFound();
    await auditChange(tx, actor, 'lead.delete', 'lead', id, {
      before: { deletedAt: null },
      after: { deletedAt: deletedAt.toISOString() },
    });
    await recordLeadEvent(tx, actor, id, 'deleted');
    return releaseVisitPhotos(tx, id);
  });
  await Promise.allSettled(photos.map((key) => ctx.storage.delete(key)));
}

/**
 * `POST /transfer-leads`: to an existing, active employee only; audited in the same transaction.
 * A restricted account may transfer only leads it owns, as it may update or delete only those:
 * otherwise it could transfer another's lead to itself and then delete it.
 */
export async function transferLead(
  ctx: AppContext,
  actor: AuthUser,
  input: { id: number; UserId: number },
): Promise<void> {
  const scope = visibleScope(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findLeadState(tx, input.id, scope, true);
    if (!before) throw leadNotFound();
    assertMayChange(ctx, actor, before);
    if (!(await isActiveEmployee(tx, input.UserId))) {
      throw validationFailed({ UserId: transferMessages.employeeUnknown });
    }
    if (before.userId === input.UserId) return;
    await repo.transferLeadOwner(tx, input.id, scope, input.UserId);
    await auditChange(tx, actor, 'lead.transfer', 'lead', input.id, {
      before: { UserId: before.userId },
      after: { UserId: input.UserId },
    });
    await recordLeadEvent(tx, actor, input.id, 'transferred', {
      ...(await handsOf(tx, before.userId, input.UserId)),
    });
  });
}

/** `POST /ref-name`: the companion app user's name for a 'Ref From' mobile number. */
export async function findRefName(
  ctx: AppContext,
  mobileNo: string,
): Promise<{ UserName: string }> {
  const name = await ctx.companion.appUserName(ctx.db, mobileNo);
  if (name === null) throw notFound(apiMessages.notFound);
  return { UserName: name };
}
