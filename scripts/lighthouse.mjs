// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a throttled 4G, simulated)
// on Sign In, Dashboard and Leads of a running app, printing the performance and accessibility
// scores and the main timings. Not part of `npm test`.
//
//   LIGHTHOUSE_URL       the app (default http://localhost:3000)
//   LIGHTHOUSE_EMAIL     who signs in for Dashboard and Leads (default admin@yaar.local)
//   LIGHTHOUSE_PASSWORD  their password (default ADMIN_PASSWORD)
//   CHROME_PATH          the browser (default /usr/bin/chromium)
//   LIGHTHOUSE_RUNS      runs per page, the median is shown (default 1)
//
// Scores depend on the machine: on a busy shared machine the simulated timings grow.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const baseUrl = (process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const email = process.env.LIGHTHOUSE_EMAIL ?? 'admin@yaar.local';
const password = process.env.LIGHTHOUSE_PASSWORD ?? process.env.ADMIN_PASSWORD;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const pages = [
  { name: 'Sign In', path: '/signin', signedIn: false },
  { name: 'Dashboard', path: '/', signedIn: true },
  { name: 'Leads', path: '/leads', signedIn: true },
];

if (!password) {
  console.error('Set LIGHTHOUSE_PASSWORD (or ADMIN_PASSWORD) for the account that signs in.');
  process.exit(1);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** Signs in through the API and keeps the user where the app keeps it (local storage). */
async function signIn() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  const answer = await page.evaluate(
    async ({ email: Email, password: Password }) => {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Email, Password }),
      });
      return { status: response.status, body: await response.json() };
    },
    { email, password },
  );
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${answer.body.message}`);
  await page.evaluate(
    (user) => localStorage.setItem('user', JSON.stringify(user)),
    answer.body.data[0],
  );
  await page.close();
  await browser.close();
}

const failedAudits = new Map();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const target of pages) {
    if (target.signedIn) await signIn();
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${baseUrl}${target.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keep the signed-in user between the sign-in above and the audit.
        disableStorageReset: target.signedIn,
      });
      // A run Lighthouse could not finish (the page timed out on a busy machine…) says why.
      if (result.lhr.runtimeError)
        console.error(`${target.name}: ${result.lhr.runtimeError.message}`);
      results.push(result.lhr);
    }
    const lhr = results[0];
    const failing = lhr.categories.accessibility.auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
      )
      .map((ref) => ref.id);
    if (failing.length > 0) failedAudits.set(target.name, failing);
    const score = (category) =>
      Math.round(median(results.map((lhr) => lhr.categories[category].score)) * 100);
    const ms = (audit) => Math.round(median(results.map((lhr) => lhr.audits[audit].numericValue)));
    rows.push({
      page: target.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number(
        median(results.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue))?.toFixed(
          3,
        ),
      ),
      'bytes KB': Math.round(
        median(results.map((lhr) => lhr.audits['total-byte-weight'].numericValue)) / 1024,
      ),
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile preset on ${baseUrl}`);
console.table(rows);
for (const [page, audits] of failedAudits)
  console.log(`${page}: accessibility audits failing: ${audits.join(', ')}`);
