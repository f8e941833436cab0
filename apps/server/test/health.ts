import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

interface HealthParts {
  database: string;
  store: string;
  redis: string;
}

/** Asks `/api/health` and expects this answer: its status, its message and the state of each part. */
export async function expectHealth(
  app: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> },
  status: number,
  message: string,
  data: HealthParts,
) {
  const health = await app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(status);
  // The parts named; the backup's state is checked where backups are (health.routes.test.ts).
  expect(health.json()).toMatchObject({ status, message, data });
  return health;
}
