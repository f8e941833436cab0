import { moduleRoutes } from '../../lib/route';
import { citiesPaths, citiesQuerySchema, citySchema, envelopeSchema } from '@yaar/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { findCities } from './cities.service';

export const citiesRoutes = moduleRoutes('reference', (route, ctx) => {
  route.get(
    citiesPaths.citiesList,
    {
      summary: 'Cities of India with their states (public: sign-up needs it)',
      description:
        'Without a query: every city. `Search`: the best matches of the typed text, exact and prefix first (at most 50). `CityId`: that city alone.',
      querystring: citiesQuerySchema,
      response: envelopeSchema(z.array(citySchema)),
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok('Cities', await findCities(ctx, request.query));
    },
  );
});
