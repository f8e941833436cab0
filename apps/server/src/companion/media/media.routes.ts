import { z } from 'zod';
import {
  envelopeSchema,
  listEnvelopeSchema,
  mediaDeleteSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaMessages,
  mediaPaths,
} from '@yaar/shared';
import { uploadRoutes } from '../../lib/multipart/upload-routes';
import { ok, okPage } from '../../lib/reply';
import { currentCompanionCaller } from '../auth';
import { mediaAddBodySchema, mediaFormSpec } from './media-body';
import { addMedia, deleteMedia, listMedia } from './media.service';

/** The companion app's media (spec 2 Media list): registered in the companion's admin scope. */
export const mediaRoutes = uploadRoutes('media', mediaFormSpec, async (route, ctx, readForm) => {
  route.get(
    mediaPaths.mediaList,
    {
      summary:
        'Media newest first, Type filter; ImagePath is a short-lived signed URL; every media without Page/PageSize',
      querystring: mediaListQuerySchema,
      response: listEnvelopeSchema(mediaItemSchema),
    },
    async (request) => okPage(mediaMessages.list, await listMedia(ctx, request.query)),
  );

  route.post(
    mediaPaths.insertMedia,
    {
      preValidation: readForm,
      summary:
        'Adds a media: multipart Type, Image (JPEG, PNG or SVG by content, 8 MB; an SVG is sanitised), Link',
      consumes: ['multipart/form-data'],
      body: mediaAddBodySchema,
      response: envelopeSchema(z.object({ id: z.number() })),
    },
    async (request) => {
      const id = await addMedia(ctx, currentCompanionCaller(request), request.body);
      return ok(mediaMessages.added, { id });
    },
  );

  route.command(
    mediaPaths.mediaDelete,
    {
      summary: 'Deletes a media and its image; 404 when there is no such media',
      body: mediaDeleteSchema,
      done: mediaMessages.deleted,
    },
    (request) => deleteMedia(ctx, request.body.id),
  );
});
