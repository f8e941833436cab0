import { moduleRoutes } from '../../lib/route';
import {
  userPickSchema,
  userRecordSchema,
  usersListQuerySchema,
  pageMetaSchema,
  usersPaths,
  languageMessages,
  languagePaths,
  messageEnvelopeSchema,
  userLanguageSchema,
} from '@yaar/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { ok, okPage } from '../../lib/reply';
import { listUsers, saveUserLanguage } from './users.service';

export const usersRoutes = moduleRoutes('users', (route, ctx) => {
  route.get(
    usersPaths.usersList,
    {
      summary:
        'Admin: full user records (optional id, Page, PageSize). Staff: active employees for pickers.',
      querystring: usersListQuerySchema,
      response: z.object({
        status: z.number(),
        message: z.string(),
        data: z.union([z.array(userRecordSchema), z.array(userPickSchema)]),
        meta: pageMetaSchema.optional(),
      }),
    },
    async (request) => okPage('Users', await listUsers(ctx, currentUser(request), request.query)),
  );

  route.post(
    languagePaths.userLanguage,
    {
      summary: "Keep the signed-in user's language (en, gu, hi): login returns it on every device",
      body: userLanguageSchema,
      response: messageEnvelopeSchema,
    },
    async (request) => {
      await saveUserLanguage(ctx, currentUser(request), request.body.Language);
      return ok(languageMessages.saved);
    },
  );
});
