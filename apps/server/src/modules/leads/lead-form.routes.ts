import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadFieldsSchema, leadIdSchema, leadMessages, leadPaths, type FieldErrors } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { createLead, updateLead, type LeadForm, type LeadFormResult } from './lead-form.service';
import { LEAD_FORM_LIMITS, discardLeadUploads, readLeadForm } from './lead-upload';

const files = z.object({
  Hoarding: z.file().optional().describe('JPG, PNG or PDF, at most 8 MB; required on create'),
  VFront: z.file().optional().describe('Visiting card front: JPG, PNG or PDF, at most 8 MB'),
  VBack: z.file().optional().describe('Visiting card back: JPG, PNG or PDF, at most 8 MB'),
});
const formAnswer = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ id: z.number() }).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
const MOBILE_FREE = 'This mobile number is not in use.';

/** The duplicate check answers 200 with `errors` ({} or {MobileNo}); a save answers the lead's id. */
const answer = (result: LeadFormResult, savedMessage: string) => {
  if ('check' in result) {
    const errors: FieldErrors = result.check;
    return { status: 200, message: Object.values(errors)[0] ?? MOBILE_FREE, errors };
  }
  return ok(savedMessage, { id: result.id });
};

/**
 * `POST /lead-create` and `POST /lead-update`: multipart forms with up to three files, streamed to
 * temporary files and checked by content. The body is checked by the service (it merges field and
 * file errors into one 422, and tells the duplicate check from a save), so route validation only
 * documents it.
 */
export const leadFormRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: LEAD_FORM_LIMITS, throwFileSizeLimit: false });
    const tempDir = path.join(ctx.config.DATA_DIR, 'tmp', 'uploads');
    const readForm = (request: FastifyRequest) => readLeadForm(request, tempDir);
    app.addHook('onResponse', discardLeadUploads);
    app.addHook('onRequestAbort', discardLeadUploads);
    const formOf = (request: FastifyRequest): LeadForm => ({ body: request.body, uploads: request.leadUploads });
    const options = (summary: string, body: z.ZodType) => ({
      preValidation: readForm,
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags: ['leads'],
        summary,
        consumes: ['multipart/form-data', 'application/json'],
        body,
        response: { 200: formAnswer },
      },
    });

    app.post(
      leadPaths.leadCreate,
      options(
        'Create a lead owned by the caller; a body with only MobileNo is the duplicate check (200 with errors)',
        z.intersection(leadFieldsSchema, files),
      ),
      async (request) => {
        try {
          return answer(await createLead(ctx, currentUser(request), formOf(request)), leadMessages.created);
        } finally {
          await discardLeadUploads(request);
        }
      },
    );

    app.post(
      leadPaths.leadUpdate,
      options(
        'Update a lead (owner, or an unrestricted administrator); files not sent are kept; MobileNo and id alone is the duplicate check',
        z.intersection(z.intersection(leadFieldsSchema, leadIdSchema), files),
      ),
      async (request) => {
        try {
          return answer(await updateLead(ctx, currentUser(request), formOf(request)), leadMessages.updated);
        } finally {
          await discardLeadUploads(request);
        }
      },
    );
  };
