import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { freePort } from '../../../test/database';
import { expectHealth } from '../../../test/health';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { recordJobSuccess } from '../../lib/scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/ping', () => {
  it('answers without a bearer token and without asking the database or the store', async () => {
    const gone = connectDatabase(`postgres://nobody:nothing@127.0.0.1:${await freePort()}/yaar`, 2);
    const app = await buildApp({ ...t.ctx, db: gone.db }, { webDir: '/nonexistent' });
    try {
      const response = await app.inject({ url: '/api/ping' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: apiMessages.healthy });
    } finally {
      await app.close();
      await gone.close();
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 without a bearer token while the database answers, and is in the OpenAPI document', async () => {
    await expectHealth(t, 200, apiMessages.healthy, {
      database: 'up',
      store: 'up',
      redis: 'not configured',
    });
    const document = (await t.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { security?: unknown[] } }>;
    }>();
    expect(document.paths['/health']!.get.security).toEqual([]);
  });
});

describe('a database that is unreachable (external DATABASE_URL or embedded)', () => {
  it('answers 503 with Retry-After on health and on every call that needs it, never 500', async () => {
    const gone = connectDatabase(`postgres://nobody:nothing@127.0.0.1:${await freePort()}/yaar`, 2);
    const app = await buildApp({ ...t.ctx, db: gone.db }, { webDir: '/nonexistent' });
    try {
      const health = await expectHealth(app, 503, apiMessages.databaseUnreachable, {
        database: 'unreachable',
        store: 'up',
        redis: 'not configured',
      });
      expect(health.headers['retry-after']).toBe('5');
      for (const request of [
        {
          method: 'POST' as const,
          url: '/api/login',
          payload: { Email: 'a@yaar.test', Password: 'password-1' },
        },
        {
          method: 'GET' as const,
          url: '/api/dashboard-counts',
          headers: { authorization: 'Bearer some-token' },
        },
        { method: 'GET' as const, url: '/api/cities-list' },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ status: 503, message: apiMessages.serviceUnavailable });
      }
    } finally {
      await app.close();
      await gone.close();
    }
  });
});

describe('a file store that cannot be written', () => {
  it('answers 503 naming the store, and leaves no probe file behind', async () => {
    const failing = { ...t.ctx.storage, put: () => Promise.reject(new Error('read-only')) };
    const app = await buildApp({ ...t.ctx, storage: failing }, { webDir: '/nonexistent' });
    try {
      await expectHealth(app, 503, apiMessages.storeUnreachable, {
        database: 'up',
        store: 'down',
        redis: 'not configured',
      });
    } finally {
      await app.close();
    }
    const probes = path.join(t.ctx.config.UPLOADS_DIR, 'health');
    const left = fs.existsSync(probes) ? fs.readdirSync(probes, { recursive: true }) : [];
    expect(left.filter((name) => String(name).endsWith('.pdf'))).toEqual([]);
  });
});

describe('the nightly backups in the health answer', () => {
  it('names the last good backup, and answers 503 only once backups have failed for over 48 hours', async () => {
    const backup = async () =>
      (await t.inject({ url: '/api/health' })).json<{ data: { backup: unknown } }>().data.backup;
    expect(await backup()).toEqual({ state: 'never', lastGoodAt: null });
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    onTestFinished(() => pool.end());
    const lastGood = new Date('2026-05-01T21:00:00Z');
    await recordJobSuccess(pool, 'backup', lastGood, 'yaar-backup.yaarbackup');
    expect(await backup()).toEqual({ state: 'ok', lastGoodAt: lastGood.toISOString() });
    await pool.query(
      `update scheduled_jobs set failing_since = $1, last_error = 'disk full' where name = 'backup'`,
      [new Date(t.ctx.clock.now().getTime() - 47 * 3_600_000)],
    );
    expect(await backup()).toEqual({ state: 'failing', lastGoodAt: lastGood.toISOString() });
    await expectHealth(t, 200, apiMessages.healthy, {
      database: 'up',
      store: 'up',
      redis: 'not configured',
    });
    await pool.query(`update scheduled_jobs set failing_since = $1 where name = 'backup'`, [
      new Date(t.ctx.clock.now().getTime() - 49 * 3_600_000),
    ]);
    await expectHealth(t, 503, apiMessages.backupsFailing, {
      database: 'up',
      store: 'up',
      redis: 'not configured',
    });
    expect(await backup()).toEqual({ state: 'failed', lastGoodAt: lastGood.toISOString() });
    await pool.query(`delete from scheduled_jobs where name = 'backup'`);
  });
});
