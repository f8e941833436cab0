import { moduleRoutes } from '../../lib/route';
import {
  dashboardActivitySchema,
  dashboardCountsSchema,
  dashboardPaths,
  envelopeSchema,
  leadPaths,
} from '@yaar/shared';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { getDashboardActivity, getDashboardCounts } from './dashboard.service';

export const dashboardRoutes = moduleRoutes('leads', (route, ctx) => {
  route.get(
    leadPaths.dashboardCounts,
    {
      summary:
        'The six dashboard counts in the business day of BUSINESS_TZ: own leads for staff, all for the administrator',
      response: envelopeSchema(dashboardCountsSchema),
    },
    async (request) => ok('Dashboard counts', await getDashboardCounts(ctx, currentUser(request))),
  );
  route.get(
    dashboardPaths.dashboardActivity,
    {
      summary:
        "Today's visits (leads entered and follow-ups recorded) and the last seven business days: own for staff, all for the administrator",
      response: envelopeSchema(dashboardActivitySchema),
    },
    async (request) =>
      ok('Dashboard activity', await getDashboardActivity(ctx, currentUser(request))),
  );
});
