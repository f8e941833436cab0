import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { authMessages, licencePaths, type ApiEnvelope } from '@yaar/shared';
import { freePort, onServer } from './database';
import { FILES } from './leads';
import { dayIn } from '../src/lib/clock';
import { updateBody } from './licences';
import { startRedis, type RunningRedis } from './redis';
import { s3Settings, startS3Server } from './s3-server';
import { runApp, type RunningApp } from './run-app';

/** The business day now in Kolkata: what the other processes, on the system clock, call today. */
const today = () => dayIn(new Date(), 'Asia/Kolkata');

/**
 * DESIGN §6's proof: two app processes behind one address, on one PostgreSQL (a fresh database:
 * both migrate it at once, under the advisory lock), one Redis and one S3-compatible bucket, each
 * with its own DATA_DIR and the same configured secrets. What one process does, the other sees.
 */
const admin = { Email: 'two-admin@yaar.test', Password: 'two-password-1' };
const baseUrl = inject('databaseBaseUrl');
const databaseName = `test_two_${randomUUID().replace(/-/g, '')}`;
const dataDirs: string[] = [];
let redis: RunningRedis;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: RunningApp;
let b: RunningApp;
let database: pg.Pool;

const startApp = async (shared: Record<string, string>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-two-'));
  dataDirs.push(dataDir);
  return runApp({ ...shared, DATA_DIR: dataDir, PORT: String(await freePort()) });
};

beforeAll(async () => {
  await onServer(baseUrl, `create database ${databaseName}`);
  [redis, s3] = await Promise.all([startRedis(), startS3Server('yaar-two')]);
  const shared = {
    DATABASE_URL: `${baseUrl}/${databaseName}`,
    REDIS_URL: redis.url,
    ...s3Settings(s3, 'office'),
    FILE_URL_SECRET: 'two-processes-test-secret-0123456789abcdef',
    ADMIN_EMAIL: admin.Email,
    ADMIN_PASSWORD: admin.Password,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  [a, b] = await Promise.all([startApp(shared), startApp(shared)]);
  database = new pg.Pool({ connectionString: shared.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  for (const app of [a, b]) if (app?.process.exitCode === null) app.process.kill('SIGKILL');
  await database?.end();
  await redis?.stop();
  await s3?.stop();
  await onServer(baseUrl, `drop database if exists ${databaseName} with (force)`);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const call = async (app: RunningApp, url: string, token?: string, body?: unknown) => {
  const response = await fetch(`${app.baseUrl}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    json: (type.startsWith('application/json') ? await response.json() : {}) as ApiEnvelope<
      unknown[]
    > & { data?: unknown },
  };
};

const signIn = async (app: RunningApp, credentials = admin) => {
  const { status, json } = await call(app, '/api/login', undefined, credentials);
  return { status, json, token: (json.data as { ApiToken: string }[] | undefined)?.[0]?.ApiToken };
};

/** A new lead's multipart form with a Hoarding photo, in Ahmedabad, of the first status. */
const leadForm = async (company: string, mobileNo: string) => {
  const [[city], [status]] = await Promise.all([
    database
      .query<{ id: number }>("select id from cities where name = 'Ahmedabad' limit 1")
      .then((result) => result.rows),
    database
      .query<{ id: number }>('select id from lead_statuses order by id limit 1')
      .then((result) => result.rows),
  ]);
  const form = new FormData();
  const fields = {
    CompanyName: company,
    OwnerName: 'Ramesh Patel',
    BusinessType: 'Vehicle Service',
    MobileNo: mobileNo,
    Address: '12 Station Road',
    CityId: String(city!.id),
    Pincode: '380001',
    Product: 'OYaar',
    Requirements: 'Wants a demo',
    NextDate: '2026-12-01',
    StatusId: String(status!.id),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('Hoarding', new Blob([FILES.jpg], { type: 'image/jpeg' }), 'hoarding.jpg');
  return form;
};

describe('two app processes on one database and one Redis', () => {
  it('signs in on one and works on the other', async () => {
    const { token } = await signIn(a);
    expect(token).toBeDefined();
    const leads = await call(b, '/api/leads-list', token, {});
    expect(leads.status).toBe(200);
    for (const app of [a, b]) {
      expect((await call(app, '/api/health')).json.data).toEqual({
        database: 'up',
        store: 'up',
        redis: 'up',
        backup: { state: 'never', lastGoodAt: null },
      });
    }
  });

  it('serves through one process the photo uploaded through the other (one bucket)', async () => {
    const { token } = await signIn(a);
    const form = await leadForm('Shared Photo Traders', '6900000001');
    const created = await call(a, '/api/lead-create', token, form);
    expect(created.status).toBe(200);
    const id = (created.json.data as unknown as { id: number }).id;

    const details = await call(b, `/api/lead-details?id=${id}`, token);
    const hoarding = (details.json.data as { Hoarding: string }[])[0]!.Hoarding;
    const photo = await fetch(`${b.baseUrl}${hoarding.replace(/^.*?\/api\//, '/api/')}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(FILES.jpg)).toBe(true);
  });

  it('opens on one process a report URL issued by the other', async () => {
    const { token, json } = await signIn(a);
    const adminId = (json.data as { id: number }[])[0]!.id;
    const recorded = await call(
      a,
      `/api${licencePaths.updateLicense}`,
      token,
      // Dated today: a month's GST return, once due, takes no more sales (issue 42).
      updateBody({ MobileNo: '7000000001', EmployeeId: adminId, EntryDate: today() }),
    );
    expect(recorded.status).toBe(200);
    const issued = await call(a, `/api${licencePaths.reportLicense}`, token, {});
    const url = issued.json.data as unknown as string;
    expect(url).toMatch(/^\/api\/license-report-file\?/);
    const opened = await call(b, url);
    expect(opened.status).toBe(200);
    expect(opened.type).toBe('application/pdf');
  });

  it('throttles sign-in failures spread over both as one count', async () => {
    const stranger = { Email: 'guesser@yaar.test', Password: 'wrong-password' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signIn(attempt % 2 ? b : a, stranger)).status);
    }
    // Five failures (three on A, two on B) are let through; the sixth waits, on either process.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(a, stranger);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(authMessages.tooManyLoginFailures);
  });

  it('refuses on the other process at once a token signed out on one', async () => {
    const { token } = await signIn(a);
    // B has seen the token (and may keep it in its cache) before A signs it out.
    expect((await call(b, '/api/leads-list', token, {})).status).toBe(200);
    expect((await call(a, '/api/logout', token)).status).toBe(200);
    expect((await call(b, '/api/leads-list', token, {})).status).toBe(401);
  });

  it('loses no acknowledged write when one is killed under a write burst, and the other serves', async () => {
    const { token } = await signIn(a);
    let sequence = 0;
    const acknowledged: number[] = [];
    const createLead = async () => {
      sequence += 1;
      const form = await leadForm(`Burst ${sequence}`, `6${String(sequence).padStart(9, '0')}`);
      const answer = await call(a, '/api/lead-create', token, form);
      if (answer.status !== 200) throw new Error(`lead-create answered ${answer.status}`);
      acknowledged.push((answer.json.data as unknown as { id: number }).id);
    };
    // Four writers on A until one of its writes fails (A is gone): each keeps what was answered 200.
    let writing = 4;
    const writers = Array.from({ length: 4 }, async () => {
      try {
        for (;;) await createLead();
      } catch {
        writing -= 1;
      }
    });
    while (acknowledged.length < 20 && writing === 4) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    a.process.kill('SIGKILL');
    await a.exited;
    await Promise.all(writers);

    const found = await database.query<{ id: number }>(
      'select id from leads where id = any($1::int[])',
      [acknowledged],
    );
    expect(found.rows.map((row) => row.id).sort((x, y) => x - y)).toEqual(
      [...acknowledged].sort((x, y) => x - y),
    );
    const onB = await signIn(b);
    expect(onB.status).toBe(200);
    expect((await call(b, '/api/leads-list', onB.token, {})).status).toBe(200);
    expect((await call(b, '/api/health')).status).toBe(200);

    // SIGTERM drains B: a request already under way (B has read its headers and answered
    // 100 Continue; the body is not sent yet) is answered, then B exits.
    const inFlight = http.request(`${b.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.once('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      inFlight.once('error', reject);
    });
    inFlight.flushHeaders();
    await new Promise((resolve) => inFlight.once('continue', resolve));
    b.process.kill('SIGTERM');
    while (!b.output().includes('SIGTERM: finishing requests in flight')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    inFlight.end(JSON.stringify(admin));
    expect(await answered).toBe(200);
    expect(await b.exited).toBe(0);
  });
});
