import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEADS_EXPORT_FILE,
  envelopeSchema,
  leadIdSchema,
  leadListItemSchema,
  leadMessages,
  leadPaths,
  leadSchema,
  leadsListQuerySchema,
  listEnvelopeSchema,
  messageEnvelopeSchema,
  refNameQuerySchema,
  transferSchema,
} from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/reply';
import { sendWorkbook } from '../../lib/xlsx/send-workbook';
import { currentUser } from '../../plugins/auth';
import { exportLeads, listLeads } from './leads-list.service';
import { deleteLead, findRefName, getLeadDetails, transferLead } from './leads.service';

export const leadsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['leads'];

    app.post(
      leadPaths.leadsList,
      {
        schema: {
          tags,
          summary:
            'Leads the caller may see, filtered (spec 1 §2.7), searched, paged (Page/PageSize → meta). ' +
            `ExportLead=true (administrator only) answers ${LEADS_EXPORT_FILE} instead, streamed.`,
          body: leadsListQuerySchema,
          response: { 200: listEnvelopeSchema(leadListItemSchema) },
        },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        if (request.body.ExportLead) {
          return sendWorkbook(reply, LEADS_EXPORT_FILE, (onError) =>
            exportLeads(ctx, actor, request.body, onError),
          );
        }
        return okPage('Leads', await listLeads(ctx, actor, request.body));
      },
    );

    app.get(
      leadPaths.leadDetails,
      {
        schema: {
          tags,
          summary:
            'One lead with its follow-ups (newest first), RefName and signed file URLs, as data: [lead]',
          querystring: leadIdSchema,
          response: { 200: envelopeSchema(z.array(leadSchema)) },
        },
      },
      async (request) =>
        ok('Lead', [await getLeadDetails(ctx, currentUser(request), request.query.id)]),
    );

    app.post(
      leadPaths.leadDelete,
      {
        schema: {
          tags,
          summary: 'Soft-delete a lead (owner, or an unrestricted administrator); audited',
          body: leadIdSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await deleteLead(ctx, currentUser(request), request.body.id);
        return ok(leadMessages.deleted);
      },
    );

    app.post(
      leadPaths.transferLeads,
      {
        schema: {
          tags,
          summary: 'Give a lead the caller may see to an existing, active employee; audited',
          body: transferSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await transferLead(ctx, currentUser(request), request.body);
        return ok(leadMessages.transferred);
      },
    );

    app.post(
      leadPaths.refName,
      {
        schema: {
          tags,
          summary: "'Ref From': the companion app user's name for a mobile number (404 when none)",
          body: refNameQuerySchema,
          response: { 200: envelopeSchema(z.object({ UserName: z.string() })) },
        },
      },
      async (request) => ok('Ref name', await findRefName(ctx, request.body.MobileNo)),
    );
  };
