import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { checkHealth, isHealthy, type Health } from './health.service';

/** What a 503 says first: the database, then the file store, then Redis. */
const problemOf = (data: Health) =>
  data.database !== 'up'
    ? apiMessages.databaseUnreachable
    : data.store !== 'up'
      ? apiMessages.storeUnreachable
      : apiMessages.redisUnreachable;

export const HEALTH_PATH = '/health';

const healthAnswer = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({
    database: z.enum(['up', 'unreachable']),
    store: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'not configured']),
  }),
});

/** `GET /health`: 200 when the app can serve, 503 saying what is wrong; for load balancers. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      HEALTH_PATH,
      {
        schema: {
          tags: ['health'],
          summary:
            'Health for a load balancer or supervisor: the database, the file store and Redis (when configured); 200, or 503 with what is wrong',
          response: { 200: healthAnswer, 503: healthAnswer },
        },
      },
      async (_request, reply) => {
        const data = await checkHealth(ctx);
        if (isHealthy(data)) return { status: 200, message: apiMessages.healthy, data };
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 503, message: problemOf(data), data });
      },
    );
  };
