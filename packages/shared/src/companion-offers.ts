import { z } from 'zod';
import { idField, inputMessages, flagField } from './common';
import { pageQueryShape } from './paging';

/**
 * Offers of the companion app (spec 2 §2, §3, §4, §7, §8, §9): posted by companies, approved by the
 * back office. The spec does not show the list's path: ours is `GET /offers-list`.
 */

export const offerMessages = {
  updated: 'Offer status updated successfully.',
  updateFailed: 'Failed to update offer.',
  alreadyApproved: 'This offer is already approved.',
  notFound: 'This offer no longer exists.',
  approvalInvalid: "Send IsApproved '1' to approve the offer.",
  filterInvalid: 'Send 0 or 1.',
  imageLinkExpired: 'This link has expired. Open the offers again.',
  list: 'Offers',
} as const;

/** Spec 2 §9: a body longer than 100 characters shows its first 97 and an ellipsis. */
export const OFFER_BODY_LIMIT = 100;
export const OFFER_BODY_SHOWN = 97;

/** The body as the list shows it folded: unchanged up to 100 characters, else 97 + '...'. */
export const foldedOfferBody = (body: string) =>
  body.length > OFFER_BODY_LIMIT ? `${body.slice(0, OFFER_BODY_SHOWN)}...` : body;

/** The list's query: a page (the first page without one) and Pending (0) or Approved (1). */
export const offerListQuerySchema = z.object({
  ...pageQueryShape,
  IsApproved: flagField(offerMessages.filterInvalid).optional(),
});
export type OfferListQuery = z.output<typeof offerListQuerySchema>;

/** `POST /send-offers`: approval sends OfferId and IsApproved '1' (or 1); nothing else is a change. */
export const sendOfferSchema = z.object({
  OfferId: idField(inputMessages.numberInvalid),
  IsApproved: flagField(offerMessages.approvalInvalid).pipe(
    z.literal(1, { error: offerMessages.approvalInvalid }),
  ),
});
export type SendOffer = z.output<typeof sendOfferSchema>;

export const offerSchema = z.object({
  OfferId: z.number(),
  Title: z.string(),
  /** The whole body: the screen folds it (spec 2 §9), the API never does. */
  Body: z.string(),
  /** The offer's phone, else its company's. */
  PhoneNo: z.string(),
  /** `YYYY-MM-DD`, or null when the offer has no date range. */
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  /** A short-lived signed URL an `<img>` loads without the bearer header, or null. */
  FilePath: z.string().nullable(),
  /** 0 Pending, 1 Approved. */
  IsApproved: z.number().int().min(0).max(1),
});
export type Offer = z.infer<typeof offerSchema>;
