import {
  envelopeSchema,
  leadVisitSchema,
  visitMessages,
  visitPaths,
  visitResultSchema,
} from '@yaar/shared';
import { moduleRoutes } from '../../lib/route';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { checkIn } from './visits.service';

export const visitsRoutes = moduleRoutes('visits', (route, ctx) => {
  route.post(
    visitPaths.leadVisit,
    {
      summary:
        "Check in at a lead the caller may see: the server's distance to the lead's place and its flag",
      body: leadVisitSchema,
      response: envelopeSchema(visitResultSchema),
    },
    async (request) =>
      ok(visitMessages.checkedIn, await checkIn(ctx, currentUser(request), request.body)),
  );
});
