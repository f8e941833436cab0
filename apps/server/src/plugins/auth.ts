import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { findUserByToken } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    bearerToken: string | null;
  }
}

export const readBearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/** Decorates each request with its signed-in user (or null); guards below refuse the rest. */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    request.bearerToken = token;
    request.authUser = token ? await findUserByToken(ctx, token) : null;
  });
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.authUser) throw unauthorized();
}

/** preHandler: 401 unless signed in, 403 unless the administrator. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.authUser) throw unauthorized();
  if (!request.authUser.isAdmin) throw forbidden();
}

/** The signed-in user inside a guarded route. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
};
