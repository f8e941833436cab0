import { offerMessages, offerPaths } from '@yaar/shared';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { isSignedLinkShaped, openSignedLink, signedLinkQuery } from '../../lib/signed-link';
import type { SignedImage, SignedImageRequest } from '../../lib/signed-image-route';
import { MIME_OF_EXTENSION, type FileExtension, type FileMime } from '../../lib/storage/file-check';
import { findOffer } from './offers.repository';

/** How long an offer image URL handed out with the list stays good (as a lead file's). */
export const OFFER_IMAGE_URL_TTL_SECONDS = 60 * 60;

/** Signed with the image's key: a replaced image's old links stop working. */
const resourceOf = (offerId: number, key: string) => `offer-image/${offerId}/${key}`;

/**
 * The short-lived signed URL of an offer's image, or null when it has none. Handed out only with
 * the list, to a caller with an OYToken, so holding the URL is the permission (an `<img src>` has
 * no bearer header). The same signer as lead files (`ctx.urlSigner`).
 */
export function offerImageUrl(ctx: AppContext, offerId: number, key: string | null): string | null {
  if (!key) return null;
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + OFFER_IMAGE_URL_TTL_SECONDS;
  const query = signedLinkQuery(ctx.urlSigner, resourceOf(offerId, key), expires);
  return `${ctx.config.WEB_OYAAR_API_URL}${offerPaths.offerImage}/${offerId}?${query}`;
}

const noImage = () => notFound(offerMessages.notFound);

/** 403 for a missing, wrong or expired signature; 404 when the offer or its image is gone. */
export async function openOfferImage(
  ctx: AppContext,
  request: SignedImageRequest,
): Promise<SignedImage> {
  if (!isSignedLinkShaped(request)) throw forbidden();
  const key = (await findOffer(ctx.db, request.id))?.filePath;
  if (!key) throw noImage();
  const secondsLeft = openSignedLink(
    ctx,
    resourceOf(request.id, key),
    request,
    offerMessages.imageLinkExpired,
  );
  const extension = key.slice(key.lastIndexOf('.') + 1) as FileExtension;
  const mime = MIME_OF_EXTENSION[extension] as FileMime | undefined;
  // Images only; a key the storage does not take (written by hand, say) is a missing image, not a 500.
  const file = mime?.startsWith('image/') ? await ctx.storage.get(key).catch(() => null) : null;
  if (!file || !mime) throw noImage();
  return { ...file, mime, secondsLeft };
}
