import {
  VISITS_DAY_FILE,
  envelopeSchema,
  leadsMapQuerySchema,
  leadsMapSchema,
  visitsDayQuerySchema,
  visitsDaySchema,
  visitMessages,
  visitPaths,
  visitResultSchema,
} from '@yaar/shared';
import { uploadRoutes } from '../../lib/multipart/upload-routes';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { sendWorkbook } from '../../lib/xlsx/send-workbook';
import { leadsOnMap } from './leads-map';
import { visitsDayWorkbook, visitsOfDay } from './visits-day';
import { leadVisitBodySchema, visitFormSpec } from './visit-body';
import { checkIn } from './visits.service';

export const visitsRoutes = uploadRoutes('visits', visitFormSpec, async (route, ctx, readForm) => {
  route.post(
    visitPaths.leadVisit,
    {
      summary:
        "Check in at a lead the caller may see (JSON, or multipart with an optional Photo): the server's distance to the lead's place and its flag",
      body: leadVisitBodySchema,
      response: envelopeSchema(visitResultSchema),
      consumes: ['multipart/form-data', 'application/json'],
      // A check-in queued on the phone is sent again after a lost answer: one visit per key (the
      // key's hash covers the photo's bytes).
      config: { idempotent: true },
      preValidation: readForm,
    },
    async (request) =>
      ok(visitMessages.checkedIn, await checkIn(ctx, currentUser(request), request.body)),
  );

  route.post(
    visitPaths.visitsDay,
    {
      summary:
        "An employee's visits on a business day in time order, and the straight-line metres travelled (Export=1 → .xlsx)",
      body: visitsDayQuerySchema,
      response: envelopeSchema(visitsDaySchema),
    },
    async (request, reply) => {
      const day = await visitsOfDay(ctx, currentUser(request), request.body);
      if (request.body.Export)
        return sendWorkbook(reply, VISITS_DAY_FILE, (onError) =>
          visitsDayWorkbook(ctx, day, onError),
        );
      return ok(visitMessages.day, day);
    },
  );

  route.post(
    visitPaths.leadsMap,
    {
      summary:
        'The leads inside a box that the caller may see, with their follow-up state; clusters with counts beyond a few hundred',
      body: leadsMapQuerySchema,
      response: envelopeSchema(leadsMapSchema),
    },
    async (request) =>
      ok(visitMessages.map, await leadsOnMap(ctx, currentUser(request), request.body)),
  );
});
