import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { apiMessages } from '@yaar/shared';
import { AppError } from './errors';
import type { Redis } from './redis';
import { REPORT_RETRY_AFTER_SECONDS } from './report-queue';

/** How long a turn (or a place in the line) is held without being renewed: a crashed process frees its turns. */
const LEASE_MS = 30_000;
/** How often a waiting report asks again for a turn. */
const POLL_MS = 150;

/**
 * One step, atomically: drop lapsed leases; take a turn if fewer than `running` reports run;
 * else keep (or take) a place in the line unless `waiting` already wait. 1 turn, 0 wait, -1 busy.
 */
const TAKE_TURN = `
local running, waiting = KEYS[1], KEYS[2]
local now, lease, token = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local maxRunning, maxWaiting = tonumber(ARGV[4]), tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', running, '-inf', now)
redis.call('ZREMRANGEBYSCORE', waiting, '-inf', now)
if redis.call('ZCARD', running) < maxRunning then
  redis.call('ZADD', running, now + lease, token)
  redis.call('ZREM', waiting, token)
  return 1
end
if redis.call('ZSCORE', waiting, token) or redis.call('ZCARD', waiting) < maxWaiting then
  redis.call('ZADD', waiting, now + lease, token)
  return 0
end
return -1`;

/**
 * The report queue of every process at once (REDIS_URL): REPORTS_AT_ONCE reports run across all
 * processes, REPORTS_WAITING more wait, any beyond is told to come back (503, Retry-After), as
 * `ReportQueue` does within one process. Turns are leases renewed while the report streams.
 */
export class SharedReportQueue {
  constructor(
    private readonly redis: Redis,
    private readonly running: number,
    private readonly waiting: number,
    private readonly keyPrefix = 'yaar-reports',
  ) {}

  private step(token: string): Promise<number> {
    return this.redis.eval(
      TAKE_TURN,
      2,
      `${this.keyPrefix}:running`,
      `${this.keyPrefix}:waiting`,
      Date.now(),
      LEASE_MS,
      token,
      this.running,
      this.waiting,
    ) as Promise<number>;
  }

  async acquire(): Promise<() => void> {
    const token = randomUUID();
    for (;;) {
      const answer = await this.step(token);
      if (answer === 1) break;
      if (answer === -1)
        throw new AppError(503, apiMessages.reportsBusy, undefined, REPORT_RETRY_AFTER_SECONDS);
      await delay(POLL_MS);
    }
    const running = `${this.keyPrefix}:running`;
    const renew = setInterval(() => {
      this.redis.zadd(running, 'XX', Date.now() + LEASE_MS, token).catch(() => undefined);
    }, LEASE_MS / 3);
    renew.unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      clearInterval(renew);
      this.redis.zrem(running, token).catch(() => undefined);
    };
  }
}
