import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { adminUser, bearer } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control of API answers', () => {
  it('is no-store on answers of both APIs: data, refusals and unknown paths', async () => {
    const admin = await adminUser(t.ctx);
    const answers = [
      await t.inject({ url: '/api/dashboard-counts', headers: bearer(admin) }),
      await t.inject({ url: '/api/dashboard-counts' }),
      await t.inject({ method: 'POST', url: '/api/login', payload: {} }),
      await t.inject({ url: '/api/no-such-route' }),
      await t.inject({ method: 'POST', url: '/oyaar-api/login', headers: bearer(admin) }),
      await t.inject({ method: 'POST', url: '/oyaar-api/login' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps a route’s own caching of public reference data', async () => {
    const cities = await t.inject({ url: '/api/cities-list' });
    expect(cities.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('OpenAPI security of the public routes', () => {
  type Document = {
    security: unknown[];
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  it('marks sign-in, sign-up, OTP and cities as public and every other route as bearer', async () => {
    const document = (await t.inject({ url: '/api/docs/json' })).json<Document>();
    expect(document.security).toEqual([{ bearer: [] }]);
    const publicPaths = ['/login', '/register', '/send-otp', '/verify-otp', '/cities-list'];
    for (const path of publicPaths) {
      for (const operation of Object.values(document.paths[path]!)) {
        expect(operation.security, path).toEqual([]);
      }
    }
    for (const path of ['/leads-list', '/logout', '/users-list']) {
      for (const operation of Object.values(document.paths[path]!)) {
        expect(operation.security, path).toBeUndefined();
      }
    }
  });
});
