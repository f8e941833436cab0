import { offerMessages, type OfferListQuery, type SendOffer } from '@yaar/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { pagedSelect } from '../../lib/paging';
import type { CompanionCaller } from '../auth';
import { offerImageUrl } from './offer-image';
import * as repo from './offers.repository';

/**
 * Offers newest first, the first page without Page/PageSize (companies keep posting them), each
 * image as a short-lived signed URL.
 */
export async function listOffers(ctx: AppContext, query: OfferListQuery) {
  const { rows, meta } = await pagedSelect(query, repo.offerList(ctx.db, query), {
    unpaged: 'first page',
  });
  const signed = rows.map((row) => ({
    ...row,
    FilePath: offerImageUrl(ctx, row.OfferId, row.FilePath),
  }));
  return { rows: signed, meta };
}

/**
 * Approves a pending offer (spec 2 §4) in one UPDATE that only a pending offer passes, so two
 * approvers racing cannot both succeed: 409 when it is approved already, 404 when there is none.
 */
export async function approveOffer(
  ctx: AppContext,
  caller: CompanionCaller,
  input: SendOffer,
): Promise<void> {
  const id = input.OfferId;
  if (await repo.approvePendingOffer(ctx.db, id, caller.backOfficeUser.id, ctx.clock.now())) return;
  if (!(await repo.findOffer(ctx.db, id))) throw notFound(offerMessages.notFound);
  throw new AppError(409, offerMessages.alreadyApproved);
}
