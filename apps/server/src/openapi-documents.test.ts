import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/** Each API describes itself: its OpenAPI document and the pages that show it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI documents', () => {
  const document = async (url: string) => {
    const response = await t.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.json<{
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    }>();
  };

  it('describes the main API at /api/docs/json', async () => {
    const doc = await document('/api/docs/json');
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const [path, method] of [
      ['/login', 'post'],
      ['/logout', 'get'],
      ['/send-otp', 'post'],
      ['/verify-otp', 'post'],
      ['/register', 'post'],
      ['/cities-list', 'get'],
      ['/users-list', 'get'],
    ] as const) {
      expect(doc.paths[path], path).toHaveProperty(method);
    }
  });

  it('describes the companion API at /oyaar-api/docs/json, without the main routes', async () => {
    const doc = await document('/oyaar-api/docs/json');
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/oyaar-api' }]);
    expect(doc.paths['/login']).toHaveProperty('post');
    expect(doc.paths).not.toHaveProperty('/users-list');
    expect(doc.paths).not.toHaveProperty('/register');
  });

  it('serves the documentation pages', async () => {
    for (const url of ['/api/docs', '/oyaar-api/docs']) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
