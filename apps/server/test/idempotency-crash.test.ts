import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@yaar/shared';
import type { AppContext } from '../src/context';
import * as schema from '../src/db/schema';
import { freePort, onServer } from './database';
import { FILES, insertLead, leadFields, leadFormData, statusIdOf } from './leads';
import { dayIn } from '../src/lib/clock';
import { updateBody } from './licences';
import { runApp, type RunningApp } from './run-app';

/**
 * Issue 39: a process killed (kill -9) while it runs a request with an Idempotency-Key, after the
 * key was taken and before the write committed, leaves nothing that blocks the key: the phone's
 * repeat, sent to the restarted app, runs the write once (a lead, a follow-up, a visit, a sale),
 * and a further repeat gets that answer.
 */
const admin = { Email: 'crash-key-admin@yaar.test', Password: 'crash-key-password-1' };
const baseUrl = inject('databaseBaseUrl');
const databaseName = `test_key_crash_${randomUUID().replace(/-/g, '')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-key-crash-'));
const apps: RunningApp[] = [];
let env: Record<string, string>;
let pool: pg.Pool;
let ctx: AppContext;

beforeAll(async () => {
  await onServer(baseUrl, `create database ${databaseName}`);
  env = {
    DATABASE_URL: `${baseUrl}/${databaseName}`,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    ADMIN_EMAIL: admin.Email,
    ADMIN_PASSWORD: admin.Password,
    BACKUP_TIME: 'off',
  };
  apps.push(await runApp(env));
  pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });
  // The database is dropped (with force) at the end: a connection still closing then hears
  // "terminating connection", which is no failure of this test.
  pool.on('connect', (client) => client.on('error', () => undefined));
  ctx = { db: drizzle(pool, { schema }) } as unknown as AppContext;
});

afterAll(async () => {
  for (const app of apps) if (app.process.exitCode === null) app.process.kill('SIGKILL');
  await pool?.end();
  await onServer(baseUrl, `drop database if exists ${databaseName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(app: RunningApp, token: string, url: string, key: string, body: unknown) {
  const multipart = body instanceof FormData;
  const response = await fetch(`${app.baseUrl}/api${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      [IDEMPOTENCY_HEADER]: key,
      ...(multipart ? {} : { 'content-type': 'application/json' }),
    },
    body: multipart ? body : JSON.stringify(body),
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') };
}

const waitingOnLocks = async () =>
  Number(
    (
      await pool.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
          where datname = $1 and wait_event_type = 'Lock'`,
        [databaseName],
      )
    ).rows[0]!.n,
  );

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const countOf = async (table: typeof schema.visits | typeof schema.followUps, leadId: number) =>
  (await ctx.db.select({ n: count() }).from(table).where(eq(table.leadId, leadId)))[0]!.n;

it('runs each write once after the app died holding its key: lead, follow-up, visit and sale', async () => {
  const login = await fetch(`${apps[0]!.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = ((await login.json()) as { data: { ApiToken: string; id: number }[] }).data[0]!;
  const adminId = token.id;
  const visitLead = await insertLead(ctx, adminId, { location: '23.0225,72.5714' });
  const followUpLead = await insertLead(ctx, adminId);
  const newLead = await leadFields(ctx);
  const converted = await statusIdOf(ctx, 'Completed', 'Converted');
  // Dated today: a month's GST return, once due, takes no more sales (issue 42).
  const sale = updateBody({
    MobileNo: '9400001039',
    EmployeeId: adminId,
    EntryDate: dayIn(new Date(), 'Asia/Kolkata'),
  });
  const capturedAt = new Date(Date.now() - 60_000).toISOString();
  const visitAt = (sentAt: string) => ({
    LeadId: visitLead,
    Latitude: 23.0226,
    Longitude: 72.5715,
    Accuracy: 8,
    CapturedAt: capturedAt,
    SentAt: sentAt,
  });
  const followUp = {
    LeadId: followUpLead,
    FollowUpDate: newLead.NextDate,
    Remarks: 'Sent before the crash',
    UserId: adminId,
    StatusId: converted,
    NextDate: newLead.NextDate,
  };
  const sends = (app: RunningApp, sentAt: string) => [
    post(
      app,
      token.ApiToken,
      '/lead-create',
      'crash-lead-0001',
      leadFormData(newLead, { Hoarding: { name: 'h.jpg', content: FILES.jpg } }),
    ),
    post(app, token.ApiToken, '/create-followup', 'crash-followup-01', followUp),
    post(app, token.ApiToken, '/lead-visit', 'crash-visit-0001', visitAt(sentAt)),
    post(app, token.ApiToken, '/update-license', 'crash-sale-00001', sale),
  ];

  // The writes wait on locks this test holds, so the app is killed after every key was taken
  // and before anything was written.
  const holder = await pool.connect();
  await holder.query('begin');
  await holder.query('lock table leads, licences in exclusive mode');
  const inFlight = sends(apps[0]!, new Date().toISOString()).map((sent) => sent.catch(() => null));
  await until(async () => (await waitingOnLocks()) === 4, 'the four writes to wait');
  process.kill(-apps[0]!.process.pid!, 'SIGKILL');
  await apps[0]!.exited;
  await Promise.all(inFlight);
  // PostgreSQL notices the dead client of a waiting statement (client_connection_check_interval):
  // nothing of the killed process runs when the locks go.
  await until(async () => (await waitingOnLocks()) === 0, 'the dead writes to be dropped');
  await holder.query('rollback');
  holder.release();

  const restarted = await runApp({ ...env, PORT: String(await freePort()) });
  apps.push(restarted);
  // The phone's repeat: the same keys and requests (a check-in's SentAt is new on each send).
  const repeat = await Promise.all(sends(restarted, new Date().toISOString()));
  expect(repeat.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(repeat.map((answer) => answer.replayed)).toEqual([null, null, null, null]);
  const again = await Promise.all(sends(restarted, new Date(Date.now() + 1_000).toISOString()));
  expect(again.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(again.map((answer) => answer.replayed)).toEqual(['true', 'true', 'true', 'true']);

  const leadsMade = await ctx.db
    .select({ n: count() })
    .from(schema.leads)
    .where(eq(schema.leads.mobileNo, newLead.MobileNo));
  expect(leadsMade[0]!.n).toBe(1);
  expect(await countOf(schema.followUps, followUpLead)).toBe(1);
  expect(await countOf(schema.visits, visitLead)).toBe(1);
  const sales = await ctx.db
    .select({ n: count() })
    .from(schema.licenceTransactions)
    .innerJoin(schema.licences, eq(schema.licences.id, schema.licenceTransactions.licenceId))
    .where(eq(schema.licences.mobileNo, sale.MobileNo));
  expect(sales[0]!.n).toBe(1);
});
