// `npm run lighthouse`: Lighthouse's mobile preset (a mid-range phone on a throttled 4G, simulated)
// on the phone screens staff use, against the built app on a fresh embedded database of its own.
// It prints figures, like `npm run bench`; it passes or fails nothing and is not part of `npm test`.
// It builds nothing: run `npm run build` first.
//
//   LIGHTHOUSE_PORT, LIGHTHOUSE_PG_PORT  the app's and its PostgreSQL's ports (3290, 54490)
//   LIGHTHOUSE_RUNS     runs per screen, the median is shown (default 1)
//   LIGHTHOUSE_SCREENS  a comma-separated part of the screens by name (default all)
//   CHROME_PATH         the browser (default /usr/bin/chromium)
//   LIGHTHOUSE_PRIORITY  a nice value for this script and all it starts (the app, its database,
//                       the browser), e.g. -10 as root: on a shared busy machine the audited page
//                       then gets the cores first, and the figures come nearer an idle machine's
//   LIGHTHOUSE_REPORTS  a folder to write each run's full report to (JSON, for the details)
//   LIGHTHOUSE_KEEP_OPEN  set: the seeded app stays up after the audits, for a look with DevTools
//
// Each screen is loaded cold (HTTP cache, service worker and IndexedDB cleared before each run),
// signed in where it needs it (the user kept in local storage, as the app keeps it). Scores depend
// on the machine: on a busy shared one the simulated timings grow, so the load average is printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { apiAt, seed } from './lighthouse-seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const admin = { email: 'admin@lighthouse.test', password: 'lighthouse-admin-1' };
const api = apiAt(baseUrl);
const staff = {
  email: 'staff@lighthouse.test',
  password: 'lighthouse-staff-1',
  mobile: '9812300001',
};

for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

if (process.env.LIGHTHOUSE_PRIORITY) os.setPriority(Number(process.env.LIGHTHOUSE_PRIORITY));

// ---- The app, started as `npm start` starts it, on its own data folder and ports.
const taken = await fetch(`${baseUrl}/api/health`).then(
  () => true,
  () => false,
);
if (taken) {
  console.error(`Something already answers on port ${port}: set LIGHTHOUSE_PORT.`);
  process.exit(1);
}
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-lighthouse-'));
fs.chmodSync(runDir, 0o755); // the embedded PostgreSQL runs as its own user
const outbox = path.join(runDir, 'sms-outbox.jsonl');
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=16', '--max-old-space-size=512', 'apps/server/dist/main.js'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PG_PORT: process.env.LIGHTHOUSE_PG_PORT ?? '54490',
      DATA_DIR: path.join(runDir, 'data'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMS_PROVIDER: 'dev',
      SMS_OUTBOX_FILE: outbox,
      LOG_LEVEL: 'warn',
    },
  },
);
const serverExited = new Promise((resolve) => server.once('exit', resolve));
// However this process ends, the app goes with it.
process.once('exit', () => server.kill('SIGTERM'));

async function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM');
  await serverExited;
  fs.rmSync(runDir, { recursive: true, force: true });
}

async function waitForServer() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The app stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${baseUrl}/api/cities-list`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not answer within 2 minutes.');
}

// ---- The audits.
const failing = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map((ref) => ref.id);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Opens the origin, keeps (or forgets) the signed-in user, and empties every cache. */
async function prepare(chrome, who) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (who) {
      // What the sign-in keeps (features/auth/api/sign-in.ts): the user, the OYaar token.
      const [user] = await api('login', { json: { Email: who.email, Password: who.password } });
      const companion = await fetch(`${baseUrl}/oyaar-api/login`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.ApiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ MobileNo: user.MobileNo }),
      }).then((response) => response.json());
      await page.evaluate(
        ([kept, token]) => {
          localStorage.setItem('user', kept);
          if (token) localStorage.setItem('OYToken', token);
        },
        [JSON.stringify(user), companion.data?.[0]?.Token],
      );
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

let chrome;
const rows = [];
const notes = [];
try {
  await waitForServer();
  const { leadId } = await seed(api, outbox, staff);
  const screens = [
    { name: 'Sign In', path: '/signin', who: null },
    { name: 'Dashboard', path: '/', who: staff },
    { name: 'Leads (Today)', path: '/leads/Today', who: staff },
    { name: 'Lead Create', path: '/lead-create', who: staff },
    { name: 'Lead details', path: `/lead-update/${leadId}`, who: staff },
    { name: 'Dashboard (admin)', path: '/', who: admin },
  ];
  const chosen = process.env.LIGHTHOUSE_SCREENS?.split(',').map((name) => name.trim());
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const loadBefore = loadAverage();
  for (const screen of screens.filter((item) => !chosen || chosen.includes(item.name))) {
    const results = [];
    for (let run = 0, tries = 0; run < runs; run += 1) {
      await prepare(chrome, screen.who);
      const { lhr } = await lighthouse(`${baseUrl}${screen.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // The storage was emptied above, all but the signed-in user.
        disableStorageReset: true,
      });
      // A run Lighthouse could not record (a busy machine: NO_NAVSTART…) is tried again, twice.
      if (lhr.runtimeError) {
        notes.push(`${screen.name}: ${lhr.runtimeError.message}`);
        tries += 1;
        if (tries <= 2) run -= 1;
        continue;
      }
      if (lhr.finalDisplayedUrl !== `${baseUrl}${screen.path}`)
        notes.push(`${screen.name}: ended at ${lhr.finalDisplayedUrl}`);
      results.push(lhr);
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const file = `${screen.name.replace(/\W+/g, '-').toLowerCase()}-${run + 1}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
      }
    }
    if (results.length === 0) continue;
    const first = results[0];
    for (const category of ['accessibility', 'best-practices']) {
      const ids = failing(first, category);
      if (ids.length > 0)
        notes.push(`${screen.name}: ${category} audits failing: ${ids.join(', ')}`);
    }
    const score = (category) =>
      Math.round(median(results.map((lhr) => lhr.categories[category].score ?? 0)) * 100);
    const value = (audit) => median(results.map((lhr) => lhr.audits[audit].numericValue ?? NaN));
    rows.push({
      screen: screen.name,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best pr.': score('best-practices'),
      'FCP ms': Math.round(value('first-contentful-paint')),
      'LCP ms': Math.round(value('largest-contentful-paint')),
      'TBT ms': Math.round(value('total-blocking-time')),
      CLS: Number(value('cumulative-layout-shift').toFixed(3)),
      'SI ms': Math.round(value('speed-index')),
      'KB sent': Math.round(value('total-byte-weight') / 1024),
      // Lighthouse's own measure of this host's speed (higher is faster; its simulated timings
      // are scaled by it): figures from two machines compare only beside their indexes.
      'bench index': Math.round(median(results.map((lhr) => lhr.environment.benchmarkIndex))),
    });
  }
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile preset, cold loads, on the built app` +
      ` (load average ${loadBefore} before, ${loadAverage()} after, ${os.cpus().length} cores)`,
  );
  console.table(rows);
  for (const note of notes) console.log(note);
  if (process.env.LIGHTHOUSE_KEEP_OPEN) {
    console.log(
      `The app stays at ${baseUrl} (staff ${staff.email} / ${staff.password}, administrator ` +
        `${admin.email} / ${admin.password}, lead ${leadId}) until Ctrl-C.`,
    );
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} finally {
  await chrome?.kill();
  await stopServer();
}
