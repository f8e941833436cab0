import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { startRedis, type RunningRedis } from '../../test/redis';
import { AppError } from './errors';
import { connectRedis, type Redis } from './redis';
import { SharedReportQueue } from './shared-report-queue';

let server: RunningRedis;
const connections: Redis[] = [];
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const connection of connections) connection.disconnect();
  await server.stop();
});

/** A queue as one process holds it: its own connection to the one Redis. */
const processQueue = (prefix: string) => {
  const connection = connectRedis(server.url);
  connections.push(connection);
  return new SharedReportQueue(connection, 2, 1, prefix);
};

it('runs two reports at once across two processes, lets one wait, and turns the next away', async () => {
  const [a, b] = [processQueue('q1'), processQueue('q1')];
  const first = await a.acquire();
  const second = await b.acquire();
  let thirdStarted = false;
  const third = a.acquire().then((release) => ((thirdStarted = true), release));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const refused = await b.acquire().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ statusCode: 503, message: apiMessages.reportsBusy });
  expect(thirdStarted).toBe(false);
  second(); // a turn given back on B lets A's waiting report run
  const release = await third;
  expect(thirdStarted).toBe(true);
  first();
  release();
  // Every turn back: two run at once again, whichever process asks.
  const again = [await b.acquire(), await a.acquire()];
  again.forEach((give) => give());
});

it('frees the turns of a process that died holding them once their lease lapses', async () => {
  const queue = processQueue('q2');
  const connection = connections.at(-1)!;
  // Two turns held by a process that is gone: leases that lapsed a moment ago.
  await connection.zadd('q2:running', Date.now() - 1, 'dead-1', Date.now() - 1, 'dead-2');
  const release = await queue.acquire();
  release();
});
