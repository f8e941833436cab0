import { z } from 'zod';
import {
  appVersionSchema,
  envelopeSchema,
  listEnvelopeSchema,
  messageEnvelopeSchema,
  versionCreateSchema,
  versionIdParamsSchema,
  versionListQuerySchema,
  versionMessages,
  versionPaths,
} from '@yaar/shared';
import { ok, okPage } from '../../lib/reply';
import { currentCompanionCaller } from '../auth';
import { createVersion, deleteVersion, listVersions } from './versions.service';
import { moduleRoutes } from '../../lib/route';

const tags = ['versions'];

/** The companion app's versions (spec 2 Versions list): registered in the companion's admin scope. */
export const versionsRoutes = moduleRoutes('versions', (route, ctx, app) => {
  route.get(
    versionPaths.versionList,
    {
      summary: 'App versions newest first, DeviceType filter; every version without Page/PageSize',
      querystring: versionListQuerySchema,
      response: listEnvelopeSchema(appVersionSchema),
    },
    async (request) => okPage(versionMessages.list, await listVersions(ctx, request.query)),
  );

  route.post(
    versionPaths.versionCreate,
    {
      summary:
        'Records a version; ForceUpdate and IsUnMaintain are 0/1 (or "0"/"1"), 0 when absent',
      body: versionCreateSchema,
      response: envelopeSchema(z.object({ id: z.number() })),
    },
    async (request) => {
      const id = await createVersion(ctx, currentCompanionCaller(request), request.body);
      return ok(versionMessages.created, { id });
    },
  );

  app.delete(
    versionPaths.versionDelete,
    {
      schema: {
        tags,
        operationId: 'versionDelete',
        summary: 'Deletes a version; 404 when there is no such version',
        params: versionIdParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await deleteVersion(ctx, request.params.id);
      return ok(versionMessages.deleted);
    },
  );
});
