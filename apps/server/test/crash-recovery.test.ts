import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { freePort } from './database';
import { runApp, type RunningApp } from './run-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-crash-'));
fs.chmodSync(dataDir, 0o755);
const admin = { Email: 'crash-admin@yaar.test', Password: 'crash-password-1' };
let env: Record<string, string>;
const apps: RunningApp[] = [];

async function start() {
  const app = await runApp(env);
  apps.push(app);
  return app;
}

const signIn = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = (await response.json()) as { data?: { ApiToken: string }[] };
  return response.status === 200 ? body.data![0]!.ApiToken : null;
};

afterAll(async () => {
  for (const app of apps) if (app.process.exitCode === null) app.process.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the app on its embedded PostgreSQL', () => {
  it('keeps every committed write after SIGKILL, restarts with no manual step, refuses a second app', async () => {
    env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      PG_PORT: String(await freePort()),
      ADMIN_EMAIL: admin.Email,
      ADMIN_PASSWORD: admin.Password,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    };
    const first = await start();

    // Each successful sign-in commits a token row. Keep signing in while the app is killed.
    const committed: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) {
        const token = await signIn(first.baseUrl).catch(() => null);
        if (token) committed.push(token);
        else if (first.process.exitCode !== null || first.process.signalCode) return;
      }
    });
    while (committed.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    first.process.kill('SIGKILL');
    await first.exited;
    writing = false;
    await Promise.all(writers);

    const second = await start();
    expect(second.output()).toContain('left running by an earlier app');
    for (const token of committed) {
      const response = await fetch(`${second.baseUrl}/api/users-list`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }

    const rival = runApp({ ...env, PORT: String(await freePort()) });
    await expect(rival).rejects.toThrow(/already running on the data folder/);

    // kill -9 of the whole process group (a container stop, a supervisor): app and PostgreSQL at
    // once. An immediate start on the same folder must wait for them to go, then come up.
    const token = await signIn(second.baseUrl);
    process.kill(-second.process.pid!, 'SIGKILL');
    await second.exited;
    const restartedAt = Date.now();
    const third = await start();
    const restartMs = Date.now() - restartedAt;
    if (process.env.MEASURE) console.info(`restart after kill -9 of the group: ${restartMs} ms`);
    const stillSignedIn = await fetch(`${third.baseUrl}/api/users-list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stillSignedIn.status).toBe(200);

    third.process.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });

  const postmasterPid = () =>
    Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers 503 with Retry-After while its PostgreSQL is down, restarts it, then answers 200', async () => {
    const app = await start();
    const health = () => fetch(`${app.baseUrl}/api/health`);
    expect((await health()).status).toBe(200);
    const token = await signIn(app.baseUrl);

    const killedAt = Date.now();
    process.kill(postmasterPid(), 'SIGKILL');
    let unavailable: { status: number; retryAfter: string | null; body: unknown } | undefined;
    let backAfterMs: number | undefined;
    let unavailableAfterMs: number | undefined;
    while (Date.now() - killedAt < 60_000 && backAfterMs === undefined) {
      const response = await health();
      if (response.status === 503 && !unavailable) {
        unavailableAfterMs = Date.now() - killedAt;
        const retryAfter = response.headers.get('retry-after');
        unavailable = { status: response.status, retryAfter, body: await response.json() };
      } else if (response.status === 200 && unavailable) {
        backAfterMs = Date.now() - killedAt;
      }
      await pause(20);
    }
    if (process.env.MEASURE) {
      console.info(
        `postgres killed: 503 after ${unavailableAfterMs} ms, 200 again after ${backAfterMs} ms`,
      );
    }
    expect(unavailable).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        status: 503,
        message: apiMessages.databaseUnreachable,
        data: {
          database: 'unreachable',
          store: 'up',
          redis: 'not configured',
          backup: { state: 'never', lastGoodAt: null },
        },
      },
    });
    expect(backAfterMs).toBeDefined();
    expect(app.output()).toContain('PostgreSQL stopped unexpectedly');
    expect(app.output()).toContain('PostgreSQL is running again');
    const users = await fetch(`${app.baseUrl}/api/users-list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status).toBe(200);

    // A supervisor stops the whole group: PostgreSQL gets the SIGTERM too, and is not restarted.
    process.kill(-app.process.pid!, 'SIGTERM');
    expect(await app.exited).toBe(0);
    expect(app.output().match(/stopped unexpectedly/g)).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });

  it('exits non-zero when its PostgreSQL cannot be started again', async () => {
    const app = await start();
    const cluster = path.join(dataDir, 'pg');
    process.kill(postmasterPid(), 'SIGKILL');
    fs.renameSync(cluster, `${cluster}-away`);
    try {
      // A call while the database is away is a 503 with Retry-After, never a 500.
      const answer = await fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await app.exited).toBe(1);
      expect(app.output()).toContain('PostgreSQL could not be started again');
    } finally {
      fs.renameSync(`${cluster}-away`, cluster);
    }
  });
});
