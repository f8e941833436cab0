import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import type { CompanionCaller } from './companion-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller behind the request's OYToken, or null (set by companion/index.ts). */
    companionCaller: CompanionCaller | null;
  }
}

/** onRequest guard of the companion's signed-in scope: 401 without a live OYToken. */
export async function requireCompanionCaller(request: FastifyRequest): Promise<void> {
  if (!request.companionCaller) throw unauthorized();
}

/** onRequest guard of the companion's admin scope: 401 without an OYToken, 403 unless full scope. */
export async function requireFullScope(request: FastifyRequest): Promise<void> {
  if (!request.companionCaller) throw unauthorized();
  if (request.companionCaller.scope !== 'full') throw forbidden();
}

/** The OYToken's caller inside a guarded companion route. */
export const currentCompanionCaller = (request: FastifyRequest): CompanionCaller => {
  if (!request.companionCaller) throw unauthorized();
  return request.companionCaller;
};
