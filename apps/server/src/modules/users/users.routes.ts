import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPickSchema, userRecordSchema } from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { ok } from '../../lib/reply';
import { listUsers } from './users.service';

const querySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  Page: z.coerce.number().int().positive().optional(),
  PageSize: z.coerce.number().int().min(1).max(500).optional(),
});

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users-list',
      {
        preHandler: requireUser,
        schema: {
          tags: ['users'],
          summary: 'Admin: full user records (optional id, Page, PageSize). Staff: active employees for pickers.',
          querystring: querySchema,
          response: {
            200: z.object({
              status: z.number(),
              message: z.string(),
              data: z.union([z.array(userRecordSchema), z.array(userPickSchema)]),
              meta: z.object({ total: z.number(), page: z.number(), pageSize: z.number() }).optional(),
            }),
          },
        },
      },
      async (request) => {
        const { rows, meta } = await listUsers(ctx, currentUser(request), request.query);
        return ok('Users', rows, meta);
      },
    );
  };
