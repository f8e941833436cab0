import { moduleRoutes } from '../../lib/route';
import { messageEnvelopeSchema, userAdminPaths, userUpdateSchema } from '@yaar/shared';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { updateUser } from './user-admin.service';

/** `POST /update-user` (spec 2 §7): the administrator's edit and status switch. */
export const userAdminRoutes = moduleRoutes('users', (route, ctx) => {
  route.post(
    userAdminPaths.updateUser,
    {
      summary:
        'The full edit (every field of the Edit panel) or { id, Status }; Status 0 signs the user out at once. ' +
        'Another user’s e-mail or mobile is refused beside the field; the administrator cannot deactivate themself.',
      body: userUpdateSchema,
      response: messageEnvelopeSchema,
    },
    async (request) => ok(await updateUser(ctx, currentUser(request), request.body)),
  );
});
