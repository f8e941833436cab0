import {
  absentIfBlank,
  idField,
  envelopeSchema,
  followUpSchema,
  leadMessages,
  leadPaths,
} from '@yaar/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { followUpBodySchema, createFollowUp, listFollowUps } from './follow-ups.service';
import { moduleRoutes } from '../../lib/route';

const leadIdQuery = z.object({
  LeadId: z.preprocess(absentIfBlank, idField(leadMessages.leadNotFound)),
});

export const followUpsRoutes = moduleRoutes('follow-ups', (route, ctx) => {
  route.post(
    leadPaths.createFollowUp,
    {
      // A follow-up queued on a phone is sent again after a lost answer: recorded once per key.
      config: { idempotent: true },
      summary:
        "Add a follow-up to a lead the caller may see; sets the lead's StatusId and NextDate in the same transaction",
      body: followUpBodySchema,
      response: envelopeSchema(z.object({ id: z.number() })),
    },
    async (request) =>
      ok(leadMessages.followUpCreated, {
        id: await createFollowUp(ctx, currentUser(request), request.body),
      }),
  );

  route.get(
    leadPaths.followUpsList,
    {
      summary: 'The follow-ups of a lead the caller may see, newest first',
      querystring: leadIdQuery,
      response: envelopeSchema(z.array(followUpSchema)),
    },
    async (request) =>
      ok('Follow ups', await listFollowUps(ctx, currentUser(request), request.query.LeadId)),
  );
});
