import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_DB_ID } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from './errors';
import { openSignedLink, signedLinkPart, signedLinkQuerySchema } from './signed-link';

/** What a signed image route asks for: the id from the path, the signature from the query. */
export interface SignedImageRequest {
  id: number;
  expires?: string;
  signature?: string;
}

/** An image found behind a good signature, with the seconds its link has left. */
export interface SignedImage {
  stream: Readable;
  size: number;
  mime: string;
  secondsLeft: number;
}

/** What a signed link names: its resource, the request that carries it, its expired message. */
interface SignedFileLink {
  resource: string;
  request: SignedImageRequest;
  expiredMessage: string;
}

/**
 * The stored file behind a signed link, checked in the order every file route answers: the
 * signature first (403), then `find` (the record with its storage key), then the storage;
 * `missing()` (a 404) for a record or a file that is not there.
 */
export async function openSignedFile<Found extends { key: string }>(
  ctx: AppContext,
  link: SignedFileLink,
  find: () => Promise<Found | null>,
  missing: () => Error,
) {
  const secondsLeft = openSignedLink(ctx, link.resource, link.request, link.expiredMessage);
  const found = await find();
  const file = found ? await ctx.storage.get(found.key) : null;
  if (!found || !file) throw missing();
  return { found, file, secondsLeft };
}

interface SignedImageRouteOptions {
  /** The path before `/:id`. */
  path: string;
  tag: string;
  summary: string;
  operationId?: string;
  /** The 404's message for an id that cannot be one. */
  notFoundMessage: string;
  /** Checks the signature (403) and opens the image (404 when it is gone). */
  open: (ctx: AppContext, request: SignedImageRequest) => Promise<SignedImage>;
  /** For images that could carry script (an SVG): what the browser lets them do. */
  contentSecurityPolicy?: string;
}

/**
 * `GET <path>/:id?expires=&signature=`: an image behind a short-lived signed URL. No bearer header
 * (an `<img src>` cannot send one): the signature handed out with a list is the permission, so the
 * route is registered in a public scope.
 */
export const signedImageRoute =
  (options: SignedImageRouteOptions) =>
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { operationId, contentSecurityPolicy } = options;
    app.get(
      `${options.path}/:id`,
      {
        schema: {
          tags: [options.tag],
          ...(operationId && { operationId }),
          summary: options.summary,
          security: [],
          params: z.object({ id: signedLinkPart(12) }),
          querystring: signedLinkQuerySchema,
        },
      },
      async (request, reply) => {
        const id = /^\d+$/.test(request.params.id) ? Number(request.params.id) : 0;
        if (id < 1 || id > MAX_DB_ID) throw notFound(options.notFoundMessage);
        const image = await options.open(ctx, { id, ...request.query });
        reply
          .type(image.mime)
          .header('content-length', image.size)
          .header('content-disposition', 'inline');
        if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy);
        return reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', `private, max-age=${image.secondsLeft}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.stream);
      },
    );
  };
