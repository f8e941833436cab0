import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCountsSchema, envelopeSchema, leadPaths } from '@yaar/shared';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { getDashboardCounts } from './dashboard.service';

export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      leadPaths.dashboardCounts,
      {
        schema: {
          tags: ['leads'],
          summary:
            'The six dashboard counts in the business day of BUSINESS_TZ: own leads for staff, all for the administrator',
          response: { 200: envelopeSchema(dashboardCountsSchema) },
        },
      },
      async (request) => ok('Dashboard counts', await getDashboardCounts(ctx, currentUser(request))),
    );
  };
