import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  listEnvelopeSchema,
  mediaDeleteSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaMessages,
  mediaPaths,
  messageEnvelopeSchema,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { useMultipartForms } from '../../lib/multipart/multipart-form';
import { ok, okPage } from '../../lib/reply';
import { currentCompanionCaller } from '../auth';
import { mediaAddBodySchema, mediaFormSpec } from './media-body';
import { addMedia, deleteMedia, listMedia } from './media.service';

const tags = ['media'];

/** The companion app's media (spec 2 Media list): registered in the companion's admin scope. */
export const mediaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readForm = await useMultipartForms(
      app,
      mediaFormSpec(path.join(ctx.config.DATA_DIR, 'tmp', 'uploads')),
    );

    app.get(
      mediaPaths.mediaList,
      {
        schema: {
          tags,
          summary:
            'Media newest first, Type filter; ImagePath is a short-lived signed URL; every media without Page/PageSize',
          querystring: mediaListQuerySchema,
          response: { 200: listEnvelopeSchema(mediaItemSchema) },
        },
      },
      async (request) => okPage(mediaMessages.list, await listMedia(ctx, request.query)),
    );

    app.post(
      mediaPaths.insertMedia,
      {
        preValidation: readForm,
        schema: {
          tags,
          summary:
            'Adds a media: multipart Type, Image (JPEG, PNG or SVG by content, 8 MB; an SVG is sanitised), Link',
          consumes: ['multipart/form-data'],
          body: mediaAddBodySchema,
          response: { 200: envelopeSchema(z.object({ id: z.number() })) },
        },
      },
      async (request) => {
        const id = await addMedia(ctx, currentCompanionCaller(request), request.body);
        return ok(mediaMessages.added, { id });
      },
    );

    app.post(
      mediaPaths.mediaDelete,
      {
        schema: {
          tags,
          summary: 'Deletes a media and its image; 404 when there is no such media',
          body: mediaDeleteSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await deleteMedia(ctx, request.body.id);
        return ok(mediaMessages.deleted);
      },
    );
  };
