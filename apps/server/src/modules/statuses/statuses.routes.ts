import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, leadPaths, statusCatalogueSchema } from '@yaar/shared';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { getStatusCatalogue } from './statuses.service';

export const statusesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      leadPaths.statusesList,
      {
        schema: {
          tags: ['leads'],
          summary: 'The lead status catalogue: keyed by main status, each list sorted by SubStatus',
          response: { 200: envelopeSchema(statusCatalogueSchema) },
        },
      },
      async () => ok('Statuses', await getStatusCatalogue(ctx)),
    );
  };
