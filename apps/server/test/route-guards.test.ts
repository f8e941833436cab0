import Fastify from 'fastify';
import { validatorCompiler, serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../src/plugins/errors';
import { guardedScope, registerAuth, requireAdmin, type ApiModule } from '../src/plugins/auth';
import { findUserByToken } from '../src/modules/auth';
import { createTestApp, type TestApp } from './app';
import { bearer, companionBearer, createStaffUser, type TestUser } from './factories';

interface Operation {
  security?: unknown[];
  'x-admin-only'?: boolean;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp, staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
});
afterAll(() => t.close());

/** Every operation of both OpenAPI documents, as a request with a body that would not validate. */
async function operations() {
  const found: { method: string; url: string; isPublic: boolean; adminOnly: boolean }[] = [];
  for (const prefix of ['/api', '/oyaar-api']) {
    const doc = (await t.inject({ url: `${prefix}/docs/json` })).json<Document>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        found.push({
          method: method.toUpperCase(),
          url: prefix + path.replace(/\{[^}]+\}/g, '1'),
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
          adminOnly: operation['x-admin-only'] === true,
        });
      }
    }
  }
  return found;
}

describe('every route of both APIs is guarded before its input is read', () => {
  it('answers 401 without a token, never a 422 that would tell a stranger what it expects', async () => {
    const guarded = (await operations()).filter((operation) => !operation.isPublic);
    expect(guarded.length).toBeGreaterThan(10);
    for (const { method, url } of guarded) {
      const response = await t.inject({
        method: method,
        url: `${url}?id=not-a-number`,
        ...(method === 'GET' ? {} : { payload: { id: 'not-a-number', MobileNo: 'x' } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to staff on every administrator route of both APIs, and lets staff past the guard elsewhere', async () => {
    const all = await operations();
    // The licence routes and the companion's versions are the administrator's: the walk must meet them.
    const adminRoutes = all.filter((operation) => operation.adminOnly).map((o) => o.url);
    expect(adminRoutes).toContain('/api/update-license');
    expect(adminRoutes).toContain('/oyaar-api/version-create');
    // Staff's own OYToken (offers-only scope) on the companion API, its bearer token on the main one.
    const staffOnCompanion = await companionBearer(t, staff);
    for (const { method, url, isPublic, adminOnly } of all) {
      if (isPublic) continue;
      // Signing out would end the token the rest of the walk uses.
      if (url === '/api/logout') continue;
      const headers = url.startsWith('/oyaar-api') ? staffOnCompanion : bearer(staff);
      const response = await t.inject({ method: method, url, headers });
      if (adminOnly) expect(response.statusCode, `${method} ${url}`).toBe(403);
      else expect([401, 403], `${method} ${url}`).not.toContain(response.statusCode);
    }
  });
});

describe('guardedScope', () => {
  it('guards every route of a module registered in the administrator scope, and marks it in OpenAPI', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerAuth(app, t.ctx, findUserByToken);
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      if ((route.schema as Record<string, unknown> | undefined)?.['x-admin-only'])
        routes.push(route.url);
    });
    const module: ApiModule = () => async (scope) => {
      scope.post('/secret', { schema: { body: z.object({ n: z.number() }) } }, async () => ({
        ok: true,
      }));
    };
    await app.register(guardedScope(requireAdmin, t.ctx, [module]));
    await app.ready();

    const anonymous = await app.inject({ method: 'POST', url: '/secret', payload: { n: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const asStaff = await app.inject({
      method: 'POST',
      url: '/secret',
      headers: bearer(staff),
      payload: {},
    });
    expect(asStaff.statusCode).toBe(403);
    await app.close();
  });
});
