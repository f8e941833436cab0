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
const run = spawnSync('faketime', ['-f', `@${at}`, 'npm', 'test'], {
  stdio: 'inherit',
  env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
});
if (run.error) {
  console.error(`faketime could not run (apt-get install -y faketime): ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
