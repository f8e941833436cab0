import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companionLoginSchema, companionTokenSchema, envelopeSchema, companionAuthPaths } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { readBearer } from '../../plugins/auth';
import { issueCompanionToken, verifyBackOfficeToken } from './companion-auth.service';

export const companionAuthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      companionAuthPaths.login,
      {
        schema: {
          tags: ['auth'],
          summary:
            'Issue an OYToken. The caller proves itself with its main-API bearer token; ' +
            'the administrator gets full scope, other staff offers-only.',
          body: companionLoginSchema,
          response: { 200: envelopeSchema(z.array(companionTokenSchema)) },
        },
      },
      async (request) => {
        const bearer = readBearer(request);
        const user = bearer ? await verifyBackOfficeToken(ctx, bearer) : null;
        if (!user) throw unauthorized();
        return ok('Login Successfully.', [await issueCompanionToken(ctx, user)]);
      },
    );
  };
