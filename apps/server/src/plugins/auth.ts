import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext, AuthUser } from '../context';
import { forbidden, unauthorized } from '../lib/errors';

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

/** Finds the signed-in user of a bearer token (modules/auth's, given by app.ts). */
export type BearerLookup = (ctx: AppContext, token: string) => Promise<AuthUser | null>;

/** Decorates each request with its signed-in user (or null); guards below refuse the rest. */
export function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  findUserByToken: BearerLookup,
): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    request.bearerToken = token;
    request.authUser = token ? await findUserByToken(ctx, token) : null;
  });
}

/** onRequest guard: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.authUser) throw unauthorized();
}

/** onRequest guard: 401 unless signed in, 403 unless the administrator. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.authUser) throw unauthorized();
  if (!request.authUser.isAdmin) throw forbidden();
}

/** The signed-in user inside a guarded route. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
};

export type ApiModule = (ctx: AppContext) => FastifyPluginAsyncZod;

/** An `onRequest` guard: throws 401/403 (AppError) to refuse the caller before the body is read. */
export type RequestGuard = (request: FastifyRequest) => Promise<void>;

/**
 * Registers `modules` in one scope whose `onRequest` hook is `guard`: every route of a module in it
 * is guarded before its body is even parsed (an anonymous caller learns nothing from a 422), and a
 * new route cannot forget the guard. `app.ts` keeps one scope for signed-in users and one for the
 * administrator; the companion API (`companion/index.ts`) does the same with its OYToken guards.
 * `adminOnly` (the default for `requireAdmin`) marks every route of the scope `x-admin-only` in the
 * OpenAPI document.
 */
export const guardedScope =
  (
    guard: RequestGuard,
    ctx: AppContext,
    modules: readonly ApiModule[],
    { adminOnly = guard === requireAdmin }: { adminOnly?: boolean } = {},
  ) =>
  async (app: FastifyInstance) => {
    app.addHook('onRequest', guard);
    // The OpenAPI document says which routes are the administrator's (x-admin-only).
    if (adminOnly) {
      app.addHook('onRoute', (route) => {
        // In place: the OpenAPI plugin has already kept this route's schema object.
        Object.assign((route.schema ??= {}), { 'x-admin-only': true });
      });
    }
    for (const module of modules) await app.register(module(ctx));
  };

/**
 * Registers `modules` whose routes anyone may call (sign-in, sign-up, OTP, the city list): the
 * OpenAPI document marks them as needing no bearer token. A route here that guards itself in
 * `onRequest` (sign-out) keeps the bearer requirement.
 */
export const publicScope =
  (ctx: AppContext, modules: readonly ApiModule[]) => async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      // In place: the OpenAPI plugin has already kept this route's schema object.
      const guardsItself = [route.onRequest].flat().includes(requireUser);
      if (!guardsItself) (route.schema ??= {}).security ??= [];
    });
    for (const module of modules) await app.register(module(ctx));
  };
