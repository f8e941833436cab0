import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, healthAnswerSchema, healthPaths, pingAnswerSchema } from '@yaar/shared';
import type { AppContext } from '../../context';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { checkHealth, isHealthy, type Health } from './health.service';

/** What a 503 says first: the database, then the file store, then Redis. */
const problemOf = (data: Health) =>
  data.database !== 'up'
    ? apiMessages.databaseUnreachable
    : data.store !== 'up'
      ? apiMessages.storeUnreachable
      : data.redis === 'down'
        ? apiMessages.redisUnreachable
        : apiMessages.backupsFailing;

export const HEALTH_PATH = healthPaths.health;
const healthAnswer = healthAnswerSchema;

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
            'Health for a load balancer or supervisor: the database, the file store, Redis (when configured) and the last good backup (503 once backups have failed for over 48 hours); 200, or 503 with what is wrong',
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
    app.get(
      healthPaths.ping,
      {
        schema: {
          tags: ['health'],
          summary:
            'The app answers: nothing else is checked (a browser asks it to tell a dead network from a live one)',
          response: { 200: pingAnswerSchema },
        },
      },
      () => ({ status: 200, message: apiMessages.healthy }),
    );
  };
