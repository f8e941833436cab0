import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { defaultLaunchOptions } from './apps/web/e2e/support/browser';

/**
 * Browser tests: Debian's Chromium against the built app, started the way a user starts it
 * (`npm start`) on a fresh embedded PostgreSQL in a temporary folder.
 */
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-e2e-'));
const runDir = process.env.E2E_RUN_DIR;
fs.chmodSync(runDir, 0o755);
const port = Number(process.env.E2E_PORT ?? 3210);
/** The local WhatsApp Cloud API the app sends to (apps/server/test/whatsapp-cloud-cli.ts). */
const whatsappPort = Number(process.env.E2E_WHATSAPP_PORT ?? port + 1000);
const whatsappToken = 'e2e-whatsapp-access-token-0123';
process.env.E2E_WHATSAPP_URL ??= `http://127.0.0.1:${whatsappPort}`;
process.env.E2E_WHATSAPP_APP_SECRET ??= 'e2e-whatsapp-app-secret-0123456789';

export const e2eEnv = {
  runDir,
  baseURL: `http://localhost:${port}`,
  outboxFile: path.join(runDir, 'sms-outbox.jsonl'),
  adminEmail: 'admin@yaar.test',
  adminPassword: 'admin-password-1',
  whatsappAppSecret: process.env.E2E_WHATSAPP_APP_SECRET,
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  // Two files at once against the one server (6.0 min for the suite on two cores, 7 to 8.4 with
  // one): each test makes its own users and leads, so files do not share what they assert on.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // A wait returns as soon as it holds; 10 s, not 5, for a first screen on a loaded two-core
  // machine (two browsers, the server and PostgreSQL share it).
  expect: { timeout: 10_000 },
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results; alone, only the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: e2eEnv.baseURL,
    // The team's zone, whatever the machine's; tests tagged @dates run again in UTC (below).
    timezoneId: 'Asia/Kolkata',
    // Debian's headless shell; the files that need the full browser say so (support/browser.ts).
    launchOptions: defaultLaunchOptions,
    // A trace records every page's frames and DOM as it goes: a quarter of the suite's CPU on two
    // cores (the a11y file: 179 CPU-s with traces, 163 with DOM snapshots only, 136 without). A
    // failure keeps its screenshot and error context; E2E_TRACE=1 records traces to look into one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The screens that show or default to a date, in a browser whose zone is not India's: the
    // business day must still be India's (BUSINESS_TZ).
    {
      name: 'chromium-utc',
      use: { ...devices['Desktop Chrome'], timezoneId: 'UTC' },
      grep: /@dates/,
    },
  ],
  webServer: [
    {
      // WhatsApp Business (issue 44): invoices and renewal notices go to a local Cloud API.
      command: `node --import tsx apps/server/test/whatsapp-cloud-cli.ts ${whatsappPort} ${whatsappToken}`,
      url: `http://127.0.0.1:${whatsappPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --max-semi-space-size=16 --max-old-space-size=512 scripts/start.mjs',
      url: `${e2eEnv.baseURL}/api/cities-list`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: path.join(runDir, 'data'),
        PG_PORT: process.env.E2E_PG_PORT ?? '54410',
        ADMIN_EMAIL: e2eEnv.adminEmail,
        ADMIN_PASSWORD: e2eEnv.adminPassword,
        SMS_OUTBOX_FILE: e2eEnv.outboxFile,
        PAYMENT_UPI_ID: 'yaar.soft@okaxis',
        PAYMENT_PAYEE_NAME: 'Yaar Software Solutions',
        // Every browser test comes from one address, like a whole office: the per-address limits
        // are an office's, not one person's (the server tests check the defaults).
        RATE_LIMIT_PER_MINUTE: '6000',
        AUTH_RATE_LIMIT_PER_MINUTE: '600',
        OTP_PER_ADDRESS_PER_HOUR: '500',
        LOG_LEVEL: 'warn',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: whatsappToken,
        WHATSAPP_APP_SECRET: e2eEnv.whatsappAppSecret,
        WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
        WHATSAPP_API_URL: `http://127.0.0.1:${whatsappPort}/v21.0`,
        WHATSAPP_TEMPLATE_INVOICE: 'yaar_invoice',
        WHATSAPP_TEMPLATE_RENEWAL: 'yaar_renewal_notice',
        // The map screens draw a blank style of their own: no tiles are reachable here.
        MAP_STYLE_URL: `data:application/json,${encodeURIComponent(
          JSON.stringify({
            version: 8,
            sources: {},
            layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#f2efe9' } }],
          }),
        )}`,
      },
    },
  ],
});
