import { apiMessages, visitMessages, visitPaths } from '@yaar/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { signedLinkQuery } from '../../lib/signed-link';
import {
  openSignedFile,
  signedImageRoute,
  type SignedImageRequest,
} from '../../lib/signed-image-route';
import { MIME_OF_EXTENSION, type FileExtension } from '../../lib/storage/file-check';
import { findVisitPhotoKey } from './lead-visits.repository';
import { LEAD_FILE_URL_TTL_SECONDS } from './lead-files';

/**
 * A visit's photo is a file of the lead it was taken at: stored under its own storage area (the
 * sweep reads it against the visits, not the leads), handed out by a signed URL only with what the
 * caller may see (the lead's details, the employee's day) and removed when the lead is deleted.
 */
export const VISIT_PHOTO_AREA = 'visits';

const resourceOf = (visitId: number) => `visit-photo/${visitId}`;

/** The short-lived signed URL of a visit's photo, or null when it has none. */
export function visitPhotoUrl(ctx: AppContext, visitId: number, key: string | null): string | null {
  if (!key) return null;
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + LEAD_FILE_URL_TTL_SECONDS;
  const query = signedLinkQuery(ctx.urlSigner, resourceOf(visitId), expires);
  return `${ctx.config.WEB_API_URL}${visitPaths.visitPhoto}/${visitId}?${query}`;
}

/** 403 for a missing, wrong or expired signature (checked first); 404 when there is no photo. */
async function openVisitPhoto(ctx: AppContext, request: SignedImageRequest) {
  const link = {
    resource: resourceOf(request.id),
    request,
    expiredMessage: visitMessages.photoExpired,
  };
  const photo = async () => {
    const key = await findVisitPhotoKey(ctx.db, request.id);
    return key ? { key } : null;
  };
  const missing = () => notFound(apiMessages.notFound);
  const { found, file, secondsLeft } = await openSignedFile(ctx, link, photo, missing);
  const extension = found.key.slice(found.key.lastIndexOf('.') + 1) as FileExtension;
  return { ...file, mime: MIME_OF_EXTENSION[extension], secondsLeft };
}

/** `GET /visit-photo/:id?expires=&signature=`: public, the signature is the permission. */
export const visitPhotoRoutes = signedImageRoute({
  path: visitPaths.visitPhoto,
  tag: 'visits',
  summary:
    "A visit's photo by its signed URL (lead-details, visits-day); 403 for a wrong or expired signature",
  notFoundMessage: apiMessages.notFound,
  open: openVisitPhoto,
});
