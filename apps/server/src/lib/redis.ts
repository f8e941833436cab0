import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** How long a Redis command may take before the caller gives up on it (health, rate limits). */
export const REDIS_TIMEOUT_MS = 1_000;

/**
 * The connection to REDIS_URL shared by the rate limits: a command fails fast while Redis is away
 * (one retry, a short connect timeout) instead of holding requests, and it reconnects by itself.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // A lost connection is reported by /api/health and retried; it is no crash.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether Redis answers a PING within the timeout. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
