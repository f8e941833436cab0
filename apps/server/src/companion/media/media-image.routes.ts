import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_DB_ID, mediaMessages, mediaPaths } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { openMediaImage } from './media-images';

/** An image may draw, and nothing else: no script, no fetch, inline styles only (DESIGN §7). */
export const MEDIA_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `GET /media-image/:id?expires=&signature=`: a media's image. No bearer header (an `<img src>`
 * cannot send one): the short-lived signature handed out with the list is the permission, so this
 * is registered in the companion's public scope.
 */
export const mediaImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${mediaPaths.mediaImage}/:id`,
      {
        schema: {
          tags: ['media'],
          summary:
            'A media image by its signed URL (from media-list); 403 for a wrong or expired signature',
          security: [],
          params: z.object({ id: z.string().max(12) }),
          querystring: z.object({
            expires: z.string().max(20).optional(),
            signature: z.string().max(100).optional(),
          }),
        },
      },
      async (request, reply) => {
        const id = /^\d+$/.test(request.params.id) ? Number(request.params.id) : 0;
        if (id < 1 || id > MAX_DB_ID) throw notFound(mediaMessages.notFound);
        const image = await openMediaImage(ctx, { id, ...request.query });
        return reply
          .type(image.mime)
          .header('content-length', image.size)
          .header('content-disposition', 'inline')
          .header('content-security-policy', MEDIA_IMAGE_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', `private, max-age=${image.secondsLeft}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.stream);
      },
    );
  };
