// `npm test`: every test — server and web (Vitest), then the browser tests (Playwright in
// Debian's Chromium against the built app) — and one closing line: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A fresh clone where `npm ci` was not run yet: install first (the lock file's versions, Node 24
// among them), so `npm test` alone works; the tools below then come from node_modules/.bin.
if (!fs.existsSync(path.join('node_modules', '.bin', 'vitest'))) {
  console.log('[yaar] No dependencies installed: running npm ci first');
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (installed.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// The runtime the tests run on: Node 24 LTS from the `node` dev dependency, first on npm's PATH.
const nodeVersion = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`[yaar] Testing on Node ${nodeVersion}`);

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-report-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

// The lint (ESLint, import boundaries, formatting) counts as one check of its own. It runs beside
// Vitest, its output kept in a file and printed after: Vitest's files wait on PostgreSQL and leave
// a fifth of two cores idle, about what the lint's minute of mostly one core needs.
const lintLog = path.join(reportDir, 'lint.log');
const lintOutput = fs.openSync(lintLog, 'w');
const lint = spawn('npm', ['run', 'lint'], { stdio: ['ignore', lintOutput, lintOutput] });
const lintDone = new Promise((resolve) => {
  lint.on('exit', (code) => resolve(code ?? 1));
  lint.on('error', () => resolve(1));
});

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const lintStatus = await lintDone;
fs.closeSync(lintOutput);
process.stdout.write(fs.readFileSync(lintLog, 'utf8'));
const vitest = readJson(vitestReport);
let passed = vitest?.numPassedTests ?? 0;
let failed = (vitest?.numFailedTests ?? 0) + (vitest ? 0 : 1);
// A run that failed with no failed test (an error outside the tests) still counts one failure.
if (vitestStatus !== 0 && failed === 0) failed += 1;
if (lintStatus === 0) passed += 1;
else failed += 1;

const buildStatus = run('npm', ['run', 'build']);
let playwrightStatus = 1;
if (buildStatus === 0) {
  playwrightStatus = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  const stats = report?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  // Errors outside the tests (the web server could not start: its port taken) fail the run too,
  // though no test ran to fail.
  const broken = (stats?.unexpected ?? 0) + (report?.errors?.length ?? 0) + (stats ? 0 : 1);
  failed += broken > 0 || playwrightStatus === 0 ? broken : 1;
} else {
  failed += 1;
}

const ok =
  lintStatus === 0 &&
  vitestStatus === 0 &&
  buildStatus === 0 &&
  playwrightStatus === 0 &&
  failed === 0;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
