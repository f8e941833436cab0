import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedLicenceTransactions } from '../bench/licences';
import { ADMIN, createTestApp, type TestApp } from './app';
import { freePort } from './database';
import { runApp, type RunningApp } from './run-app';

/**
 * Six administrators open the licence report over 12,000 transactions at once, against the app as
 * `npm start` runs it (its own process, the production heap limit): every PDF arrives, the app
 * stays healthy, nothing in its log speaks of the heap, and no link's signature is logged. (The
 * bench runs the same at 30,000 transactions, which took two minutes of a two-core test run.)
 */
const TRANSACTIONS = 12_000;
let t: TestApp;
let app: RunningApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedLicenceTransactions(t.ctx, TRANSACTIONS);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-report-memory-'));
  app = await runApp(
    {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: t.databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
    },
    ['--max-semi-space-size=16', '--max-old-space-size=512'],
  );
}, 120_000);
afterAll(async () => {
  app?.process.kill('SIGTERM');
  await app?.exited;
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('serves six 12,000-transaction report PDFs opened at once, and stays healthy', async () => {
  const login = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: ADMIN.email, Password: ADMIN.password }),
  });
  const token = ((await login.json()) as { data: { ApiToken: string }[] }).data[0]!.ApiToken;
  const links: string[] = [];
  for (let admin = 0; admin < 6; admin += 1) {
    const answer = await fetch(`${app.baseUrl}/api/report-license`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    links.push(((await answer.json()) as { data: string }).data);
  }
  const reports = await Promise.all(
    links.map(async (link) => {
      const response = await fetch(new URL(link, app.baseUrl));
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: (await response.arrayBuffer()).byteLength,
      };
    }),
  );
  for (const report of reports) {
    expect(report).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(report.bytes).toBeGreaterThan(400_000);
  }
  expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  const log = app.output();
  expect(log).not.toMatch(/heap/i);
  for (const link of links) {
    const signature = new URL(link, app.baseUrl).searchParams.get('signature')!;
    expect(log).not.toContain(signature);
  }
  expect(log).toContain('signature=[redacted]');
}, 180_000);
