import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { BENCH_PARTS } from './sizes';
import { resultKey } from './report';

/**
 * The whole bench at tiny sizes (issue 41): every part runs against the real app and writes its
 * figures, so a part that breaks fails the tests. No timing is asserted: only that each part ran
 * and left numbers. About 40 s on two cores.
 */
const tiny = {
  BENCH_ONLY: 'all',
  BENCH_LEADS: '300',
  BENCH_SECONDS: '0.2',
  BENCH_IMPORT_ROWS: '50',
  BENCH_SMALL_IMPORT_ROWS: '20',
  BENCH_LARGEST_IMPORT_ROWS: '100',
  BENCH_PAGE_DURING_IMPORT_SECONDS: '0.2',
  BENCH_LICENCE_TRANSACTIONS: '60',
  BENCH_COMMISSION_PAYMENTS: '30',
  BENCH_ANALYTICS_COMPANIES: '20',
  BENCH_ANALYTICS_USERS: '200',
  BENCH_RENEWAL_LICENCES: '100',
  BENCH_REFERRALS: '50',
  BENCH_REMINDER_EMPLOYEES: '3',
  BENCH_WHATSAPP_LICENCES: '100',
};
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-results-'));
const runTs = fileURLToPath(new URL('./run.ts', import.meta.url));

afterAll(() => fs.rmSync(resultsDir, { recursive: true, force: true }));

/** Runs `npm run bench`'s script with `env`; its exit code and what it printed. */
function runBench(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', runTs], {
    env: { ...process.env, ...env, BENCH_DATABASE_URL: '', BENCH_ROUTE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** The finite numbers anywhere in `value`. */
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(numbersIn)
      : [];

it('[BENCH] every part of npm run bench runs at tiny sizes and writes its figures', async () => {
  const { code, output } = await runBench({ ...tiny, BENCH_RESULTS_DIR: resultsDir });
  expect(code, output.slice(-4000)).toBe(0);

  const files = fs.readdirSync(resultsDir);
  expect(files).toHaveLength(1);
  const results = JSON.parse(fs.readFileSync(path.join(resultsDir, files[0]!), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(results.parts).toEqual(BENCH_PARTS);
  for (const part of BENCH_PARTS) {
    const figures = results[resultKey(part)];
    expect(numbersIn(figures).length, `${part}'s figures`).toBeGreaterThan(0);
  }
  // Every route loaded, the ceiling first, with its share of the ceiling; all answered 2xx.
  const routes = results.routes as { name: string; ofCeiling: number; non2xx: number }[];
  expect(routes[0]!.name).toMatch(/^ceiling/);
  for (const route of routes) {
    expect(Number.isFinite(route.ofCeiling), route.name).toBe(true);
    expect(route.non2xx, route.name).toBe(0);
  }
  expect(output).toContain('req/s of ceiling');
}, 240_000);
