import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userPickSchema,
  userRecordSchema,
  usersListQuerySchema,
  pageMetaSchema,
  usersPaths,
} from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { okPage } from '../../lib/reply';
import { listUsers } from './users.service';

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      usersPaths.usersList,
      {
        schema: {
          tags: ['users'],
          summary:
            'Admin: full user records (optional id, Page, PageSize). Staff: active employees for pickers.',
          querystring: usersListQuerySchema,
          response: {
            200: z.object({
              status: z.number(),
              message: z.string(),
              data: z.union([z.array(userRecordSchema), z.array(userPickSchema)]),
              meta: pageMetaSchema.optional(),
            }),
          },
        },
      },
      async (request) => okPage('Users', await listUsers(ctx, currentUser(request), request.query)),
    );
  };
