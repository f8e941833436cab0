import { TEST_VAPID } from './vapid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { createTestApp, type TestApp } from './app';
import { expectHealth } from './health';
import { startRedis, type RunningRedis } from './redis';

/**
 * Two app instances on one Redis (REDIS_URL), as two processes behind a load balancer: the
 * request rate limits are one count, and /api/health reports Redis.
 */
let redis: RunningRedis;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    FILE_URL_SECRET: 'shared-limits-test-secret-0123456789abcdef',
    ...TEST_VAPID,
    AUTH_RATE_LIMIT_PER_MINUTE: '4',
  };
  [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
});

const signInAttempt = (app: TestApp) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { Email: 'not-an-email', Password: '' },
  });

describe('with REDIS_URL', () => {
  it('counts the sign-in route limit once for both instances', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await signInAttempt(i % 2 ? b : a)).statusCode);
    // Four attempts in all (two on each) are let through, then both refuse.
    expect(answers.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(answers.slice(4)).toEqual([429, 429]);
    expect((await signInAttempt(a)).json()).toMatchObject({ message: apiMessages.tooManyRequests });
  });

  it('reports Redis on /api/health, 503 while it is away, and keeps serving', async () => {
    expect((await a.inject({ url: '/api/health' })).json()).toMatchObject({
      data: { database: 'up', store: 'up', redis: 'up' },
    });
    await redis.stop();
    await expectHealth(a, 503, apiMessages.redisUnreachable, {
      database: 'up',
      store: 'up',
      redis: 'down',
    });
    // Requests are served uncounted meanwhile, never a 500.
    expect((await b.inject({ url: '/api/cities-list' })).statusCode).toBe(200);
  });
});
