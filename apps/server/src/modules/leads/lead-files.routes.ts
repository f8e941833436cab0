import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_DB_ID, leadPaths } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { leadNotFound } from './lead-access';
import { openLeadFile } from './lead-files';
import { signedLinkPart, signedLinkQuerySchema } from '../../lib/signed-link';

/**
 * `GET /lead-file/:id/:kind?expires=&signature=`: a lead's photo or PDF. No bearer header (an
 * `<img src>` cannot send one): the short-lived signature handed out with the lead is the permission.
 */
export const leadFilesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${leadPaths.leadFile}/:id/:kind`,
      {
        schema: {
          tags: ['leads'],
          summary:
            'A lead file by its signed URL (from lead-details); 403 for a wrong or expired signature',
          security: [],
          params: z.object({ id: signedLinkPart(12), kind: signedLinkPart(20) }),
          querystring: signedLinkQuerySchema,
        },
      },
      async (request, reply) => {
        const id = /^\d+$/.test(request.params.id) ? Number(request.params.id) : 0;
        if (id < 1 || id > MAX_DB_ID) throw leadNotFound();
        const file = await openLeadFile(ctx, { id, kind: request.params.kind, ...request.query });
        return reply
          .type(file.mime)
          .header('content-length', file.size)
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .header('cache-control', `private, max-age=${file.secondsLeft}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.stream);
      },
    );
  };
