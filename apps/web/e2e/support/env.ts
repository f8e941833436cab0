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

let lastStamp = 0;
/**
 * A 10-digit mobile number no other test of the run uses: "98", this process's milliseconds (one
 * more than the last it gave when asked twice in one), wrapping every 2.8 hours, then the worker's
 * index, so two workers asking in the same millisecond differ. (It was the milliseconds glued to a
 * counter: 12345 then 11 read the same as 123451 then 1, and two runs of one test collided.)
 */
export function uniqueMobile(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 9) % 10;
  return `98${String((lastStamp % 10_000_000) * 10 + worker).padStart(8, '0')}`;
}
