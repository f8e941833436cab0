import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelopeSchema, userAdminPaths, userUpdateSchema } from '@yaar/shared';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { updateUser } from './user-admin.service';

/** `POST /update-user` (spec 2 §7): the administrator's edit and status switch. */
export const userAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      userAdminPaths.updateUser,
      {
        schema: {
          tags: ['users'],
          summary:
            'The full edit (every field of the Edit panel) or { id, Status }; Status 0 signs the user out at once. ' +
            'Another user’s e-mail or mobile is refused beside the field; the administrator cannot deactivate themself.',
          body: userUpdateSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => ok(await updateUser(ctx, currentUser(request), request.body)),
    );
  };
