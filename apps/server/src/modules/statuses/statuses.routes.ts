import { moduleRoutes } from '../../lib/route';
import { envelopeSchema, leadPaths, statusCatalogueSchema } from '@yaar/shared';
import { ok } from '../../lib/reply';
import { getStatusCatalogue } from './statuses.service';

export const statusesRoutes = moduleRoutes('leads', (route, ctx) => {
  route.get(
    leadPaths.statusesList,
    {
      summary: 'The lead status catalogue: keyed by main status, each list sorted by SubStatus',
      response: envelopeSchema(statusCatalogueSchema),
    },
    async () => ok('Statuses', await getStatusCatalogue(ctx)),
  );
});
