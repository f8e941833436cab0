import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citySchema, envelopeSchema, citiesPaths } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { getCities } from './cities.service';

export const citiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      citiesPaths.citiesList,
      {
        schema: {
          tags: ['reference'],
          summary: 'Cities of India with their states (public: sign-up needs it)',
          response: { 200: envelopeSchema(z.array(citySchema)) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return ok('Cities', await getCities(ctx));
      },
    );
  };
