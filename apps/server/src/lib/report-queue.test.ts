import { expect, it } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { AppError } from './errors';
import { REPORT_RETRY_AFTER_SECONDS, ReportQueue } from './report-queue';

it('runs two reports at once, lets two wait their turn in order, and turns a fifth away with Retry-After', async () => {
  const queue = new ReportQueue(2, 2);
  const first = await queue.acquire();
  const second = await queue.acquire();
  const started: string[] = [];
  const third = queue.acquire().then((release) => (started.push('third'), release));
  const fourth = queue.acquire().then((release) => (started.push('fourth'), release));
  const refused = await queue.acquire().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({
    statusCode: 503,
    message: apiMessages.reportsBusy,
    retryAfterSeconds: REPORT_RETRY_AFTER_SECONDS,
  });
  expect(started).toEqual([]);
  first();
  first(); // giving a turn back twice frees one turn only
  (await third)();
  second();
  (await fourth)();
  expect(started).toEqual(['third', 'fourth']);
  // All turns back: two run at once again.
  const again = [await queue.acquire(), await queue.acquire()];
  again.forEach((release) => release());
});
