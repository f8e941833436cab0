import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardActivitySchema,
  dashboardCountsSchema,
  dashboardPaths,
  envelopeSchema,
  leadPaths,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { getDashboardActivity, getDashboardCounts } from './dashboard.service';

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
      async (request) =>
        ok('Dashboard counts', await getDashboardCounts(ctx, currentUser(request))),
    );
    app.get(
      dashboardPaths.dashboardActivity,
      {
        schema: {
          tags: ['leads'],
          summary:
            "Today's visits (leads entered and follow-ups recorded) and the last seven business days: own for staff, all for the administrator",
          response: { 200: envelopeSchema(dashboardActivitySchema) },
        },
      },
      async (request) =>
        ok('Dashboard activity', await getDashboardActivity(ctx, currentUser(request))),
    );
  };
