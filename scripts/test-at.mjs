// `npm run test:at -- "2026-11-28 20:30:00"`: `npm test` with the clock of the app, PostgreSQL and
// the test runners at that UTC time (Debian's libfaketime; the clock runs on from there). Chromium
// is left off libfaketime, which disturbs it: each page gets the runner's time from Playwright's
// clock instead (apps/web/e2e/support/test.ts). 20:30 UTC is 02:00 in India, a day ahead of UTC.
import { spawnSync } from 'node:child_process';

const at = process.argv[2];
if (!at || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(at)) {
  console.error('Usage: npm run test:at -- "YYYY-MM-DD HH:MM[:SS]" (UTC)');
  process.exit(2);
}
// An offset from the real clock, not libfaketime's "@" start time: with "@" every process starts
// its own clock at that time when it starts, so PostgreSQL (started first), the Vitest workers and
// the apps they spawn disagreed by minutes (an OTP expired by PostgreSQL's now() was still valid to
// the app). With one offset they agree, as clocks on one machine do. Pick a time before the real
// one: file times come from the kernel's real clock, and ahead of it every file new to a test
// looks hours old to a sweep.
const offsetSeconds = Math.round((Date.parse(`${at.replace(' ', 'T')}Z`) - Date.now()) / 1000);
const offset = `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`;
if (offsetSeconds > 0)
  console.warn(`[yaar] ${at} is ahead of the real clock: file sweeps may see new files as old.`);
const run = spawnSync('faketime', ['-f', offset, 'npm', 'test'], {
  stdio: 'inherit',
  env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
});
if (run.error) {
  console.error(`faketime could not run (apt-get install -y faketime): ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
