import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appVersionSchema,
  envelopeSchema,
  messageEnvelopeSchema,
  versionCreateSchema,
  versionIdParamsSchema,
  versionListQuerySchema,
  listEnvelopeSchema,
  versionMessages,
  versionPaths,
} from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, unauthorized } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { pagedList } from '../../lib/paging';
import { countVersions, deleteVersion, insertVersion, listVersions } from './versions.repository';

const tags = ['versions'];

/** The companion app's versions (spec 2 §2 Versions list): registered in the companion's admin scope. */
export const versionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      versionPaths.versionList,
      {
        schema: {
          tags,
          summary:
            'App versions newest first, DeviceType filter; every version without Page/PageSize',
          querystring: versionListQuerySchema,
          response: { 200: listEnvelopeSchema(appVersionSchema) },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, meta } = await pagedList(query, {
          fetchRows: (page) => listVersions(ctx.db, query, page),
          countRows: () => countVersions(ctx.db, query),
          unpaged: 'every row',
        });
        return ok(versionMessages.list, rows, meta);
      },
    );

    app.post(
      versionPaths.versionCreate,
      {
        schema: {
          tags,
          summary: 'Records a version: ForceUpdate and IsUnMaintain are 0/1 (or "0"/"1")',
          body: versionCreateSchema,
          response: { 200: envelopeSchema(z.object({ id: z.number() })) },
        },
      },
      async (request) => {
        const caller = request.companionCaller;
        if (!caller) throw unauthorized();
        const id = await insertVersion(ctx.db, request.body, caller.backOfficeUser.id);
        return ok(versionMessages.created, { id });
      },
    );

    app.delete(
      versionPaths.versionDelete,
      {
        schema: {
          tags,
          summary: 'Deletes a version; 404 when it is already gone',
          params: versionIdParamsSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        if (!(await deleteVersion(ctx.db, request.params.id))) {
          throw notFound(versionMessages.notFound);
        }
        return ok(versionMessages.deleted);
      },
    );
  };
