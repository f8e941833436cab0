import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { guardedScope, publicScope, readBearer, type ApiModule } from '../plugins/auth';
import { companionAuthRoutes } from './auth/companion-auth.routes';
import { findCompanionCaller, type CompanionCaller } from './auth/companion-auth.service';
import { versionsRoutes } from './versions/versions.routes';

declare module 'fastify' {
  interface FastifyRequest {
    companionCaller: CompanionCaller | null;
  }
}

/** Its sign-in: proven by the caller's main-API bearer token, checked by the route itself. */
const COMPANION_PUBLIC: readonly ApiModule[] = [companionAuthRoutes];
/** Any OYToken, the offers-only one of staff included (the offers screen, issue 18). */
const COMPANION_SIGNED_IN: readonly ApiModule[] = [];
/** A full-scope OYToken, the administrator's: a module listed here needs no guard of its own. */
const COMPANION_ADMIN: readonly ApiModule[] = [versionsRoutes];

/** The companion (OYaar) API: its own token, its own schema, its own modules. */
export async function companionApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorateRequest('companionCaller', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    request.companionCaller = token ? await findCompanionCaller(ctx, token) : null;
  });
  await app.register(publicScope(ctx, COMPANION_PUBLIC));
  await app.register(guardedScope(requireCompanionCaller, ctx, COMPANION_SIGNED_IN));
  await app.register(guardedScope(requireFullScope, ctx, COMPANION_ADMIN, { adminOnly: true }));
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
