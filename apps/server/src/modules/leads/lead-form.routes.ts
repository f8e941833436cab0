import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadMessages, leadPaths } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { useMultipartForms } from '../../lib/multipart/multipart-form';
import { ok } from '../../lib/reply';
import { routesFor } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { leadCreateBodySchema, leadFormSpec, leadUpdateBodySchema } from './lead-form-body';
import { checkMobile, isDuplicateCheck } from './lead-form-checks';
import { createLead, updateLead } from './lead-form.service';
import { uploadsTempDir } from '../../lib/paths';

const formAnswer = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ id: z.number() }).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
const MOBILE_FREE = 'This mobile number is not in use.';

/**
 * `POST /lead-create` and `POST /lead-update`: multipart forms (or JSON) with up to three files,
 * streamed to temporary files and typed by content, then checked by the body schema like any
 * other body. A body with only MobileNo (and id) is the duplicate check (DESIGN §4): it is
 * answered before validation, 200 with `errors` {} or {MobileNo}, and writes nothing.
 */
export const leadFormRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readForm = await useMultipartForms(app, leadFormSpec(uploadsTempDir(ctx.config)));
    const answerDuplicateCheck = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isDuplicateCheck(request.body)) return;
      const errors = await checkMobile(ctx, request.body);
      await reply.send({ status: 200, message: Object.values(errors)[0] ?? MOBILE_FREE, errors });
      return reply;
    };
    const route = routesFor(app, 'leads');
    const consumes = ['multipart/form-data', 'application/json'];

    route.post(
      leadPaths.leadCreate,
      {
        summary:
          'Create a lead owned by the caller; a body with only MobileNo is the duplicate check (200 with errors)',
        body: leadCreateBodySchema,
        response: formAnswer,
        consumes,
        // A phone's queued lead is sent again after a lost answer: one lead per Idempotency-Key.
        config: { idempotent: true },
        preValidation: [readForm, answerDuplicateCheck],
      },
      async (request) =>
        ok(leadMessages.created, { id: await createLead(ctx, currentUser(request), request.body) }),
    );

    route.post(
      leadPaths.leadUpdate,
      {
        summary:
          'Update a lead (owner, or an unrestricted administrator); files not sent are kept; MobileNo and id alone is the duplicate check',
        body: leadUpdateBodySchema,
        response: formAnswer,
        consumes,
        preValidation: [readForm, answerDuplicateCheck],
      },
      async (request) =>
        ok(leadMessages.updated, { id: await updateLead(ctx, currentUser(request), request.body) }),
    );
  };
