import { mediaMessages, mediaPaths } from '@yaar/shared';
import { signedImageRoute } from '../../lib/signed-image-route';
import { openMediaImage } from './media-images';

/** An image may draw, and nothing else: no script, no fetch, inline styles only (DESIGN §7). */
export const MEDIA_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `GET /media-image/:id?expires=&signature=`: a media's image, by the signed URL handed out with
 * the list; registered in the companion's public scope.
 */
export const mediaImageRoutes = signedImageRoute({
  path: mediaPaths.mediaImage,
  tag: 'media',
  summary:
    'A media image by its signed URL (from media-list); 403 for a wrong or expired signature',
  notFoundMessage: mediaMessages.notFound,
  open: openMediaImage,
  contentSecurityPolicy: MEDIA_IMAGE_CSP,
});
