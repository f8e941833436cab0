import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { readBearer } from '../plugins/auth';
import { companionAuthRoutes } from './auth/companion-auth.routes';
import { findCompanionCaller, type CompanionCaller } from './auth/companion-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    companionCaller: CompanionCaller | null;
  }
}

/** The companion (OYaar) API: its own token, its own schema, its own modules. */
export async function companionApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorateRequest('companionCaller', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    request.companionCaller = token ? await findCompanionCaller(ctx, token) : null;
  });
  await app.register(companionAuthRoutes(ctx));
}

/** onRequest guard for companion routes that need the full (administrator) scope. */
export async function requireFullScope(request: FastifyRequest): Promise<void> {
  if (!request.companionCaller) throw unauthorized();
  if (request.companionCaller.scope !== 'full') throw forbidden();
}

/** onRequest guard for companion routes open to any OYToken (offers). */
export async function requireCompanionCaller(request: FastifyRequest): Promise<void> {
  if (!request.companionCaller) throw unauthorized();
}
