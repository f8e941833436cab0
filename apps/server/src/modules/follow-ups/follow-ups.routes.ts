import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idField, envelopeSchema, followUpSchema, leadMessages, leadPaths } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { followUpBodySchema, createFollowUp, listFollowUps } from './follow-ups.service';

const leadIdQuery = z.object({
  LeadId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    idField(leadMessages.leadNotFound),
  ),
});

export const followUpsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['follow-ups'];

    app.post(
      leadPaths.createFollowUp,
      {
        schema: {
          tags,
          summary:
            "Add a follow-up to a lead the caller may see; sets the lead's StatusId and NextDate in the same transaction",
          body: followUpBodySchema,
          response: { 200: envelopeSchema(z.object({ id: z.number() })) },
        },
      },
      async (request) =>
        ok(leadMessages.followUpCreated, {
          id: await createFollowUp(ctx, currentUser(request), request.body),
        }),
    );

    app.get(
      leadPaths.followUpsList,
      {
        schema: {
          tags,
          summary: 'The follow-ups of a lead the caller may see, newest first',
          querystring: leadIdQuery,
          response: { 200: envelopeSchema(z.array(followUpSchema)) },
        },
      },
      async (request) =>
        ok('Follow ups', await listFollowUps(ctx, currentUser(request), request.query.LeadId)),
    );
  };
