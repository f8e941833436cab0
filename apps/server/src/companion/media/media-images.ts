import { mediaMessages, mediaPaths } from '@yaar/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { signedLinkQuery } from '../../lib/signed-link';
import {
  openSignedFile,
  type SignedImage,
  type SignedImageRequest,
} from '../../lib/signed-image-route';
import { findMediaImage } from './media.repository';

/** How long an image URL handed out with the list stays good, at least. */
export const MEDIA_IMAGE_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiries are rounded up to this step, so one image keeps one URL for a while and the browser's
 * cache can answer a list loaded again.
 */
const EXPIRY_STEP_SECONDS = 10 * 60;

const resourceOf = (id: number) => `media-image/${id}`;
const nowSeconds = (ctx: AppContext) => Math.floor(ctx.clock.now().getTime() / 1000);

/** A media's image as a short-lived signed URL: an `<img src>` sends no bearer header. */
export function mediaImageUrl(ctx: AppContext, id: number): string {
  const earliest = nowSeconds(ctx) + MEDIA_IMAGE_URL_TTL_SECONDS;
  const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const query = signedLinkQuery(ctx.urlSigner, resourceOf(id), expires);
  return `${ctx.config.WEB_OYAAR_API_URL}${mediaPaths.mediaImage}/${id}?${query}`;
}

/** 403 for a missing, wrong or expired signature (checked first); 404 when there is no such image. */
export async function openMediaImage(
  ctx: AppContext,
  request: SignedImageRequest,
): Promise<SignedImage> {
  const link = {
    resource: resourceOf(request.id),
    request,
    expiredMessage: mediaMessages.imageExpired,
  };
  const find = () => findMediaImage(ctx.db, request.id);
  const missing = () => notFound(mediaMessages.notFound);
  const { found, file, secondsLeft } = await openSignedFile(ctx, link, find, missing);
  return { ...file, mime: found.contentType, secondsLeft };
}
