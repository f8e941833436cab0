import fs from 'node:fs';
import path from 'node:path';

/** What playwright.config.ts gave the app it started (read from the environment it set). */
const runDir = process.env.E2E_RUN_DIR;
if (!runDir)
  throw new Error('E2E_RUN_DIR is not set: run the browser tests with `npx playwright test`.');

export const e2e = {
  outboxFile: path.join(runDir, 'sms-outbox.jsonl'),
  admin: { email: 'admin@yaar.test', password: 'admin-password-1' },
};

interface OutboxMessage {
  to: string;
  text: string;
  otp: string;
}

/** The newest code the development SMS sender wrote for this number, if any. */
export function latestOtpFor(mobile: string): string | undefined {
  if (!fs.existsSync(e2e.outboxFile)) return undefined;
  const messages = fs
    .readFileSync(e2e.outboxFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => message.to === mobile);
  return messages.at(-1)?.otp;
}

let sequence = 0;
/** A 10-digit mobile number no other test run uses. */
export function uniqueMobile(): string {
  sequence += 1;
  const stamp = `${Date.now() % 1_000_000}${sequence}`.slice(-8).padStart(8, '0');
  return `98${stamp}`;
}
