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
  refNameQuerySchema,
  transferSchema,
} from '@yaar/shared';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply';
import { sendWorkbook } from '../../lib/xlsx/send-workbook';
import { currentUser } from '../../plugins/auth';
import { exportLeads, listLeads } from './leads-list.service';
import { deleteLead, findRefName, getLeadDetails, transferLead } from './leads.service';
import { moduleRoutes } from '../../lib/route';

export const leadsRoutes = moduleRoutes('leads', (route, ctx) => {
  route.post(
    leadPaths.leadsList,
    {
      summary:
        'Leads the caller may see, filtered (spec 1 §2.7), searched, paged (Page/PageSize → meta). ' +
        `ExportLead=true (administrator only) answers ${LEADS_EXPORT_FILE} instead, streamed.`,
      body: leadsListQuerySchema,
      response: listEnvelopeSchema(leadListItemSchema),
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

  route.get(
    leadPaths.leadDetails,
    {
      summary:
        'One lead with its follow-ups (newest first), RefName and signed file URLs, as data: [lead]',
      querystring: leadIdSchema,
      response: envelopeSchema(z.array(leadSchema)),
    },
    async (request) =>
      ok('Lead', [await getLeadDetails(ctx, currentUser(request), request.query.id)]),
  );

  route.command(
    leadPaths.leadDelete,
    {
      summary: 'Soft-delete a lead (owner, or an unrestricted administrator); audited',
      body: leadIdSchema,
      done: leadMessages.deleted,
    },
    (request) => deleteLead(ctx, currentUser(request), request.body.id),
  );

  route.command(
    leadPaths.transferLeads,
    {
      summary: 'Give a lead the caller may see to an existing, active employee; audited',
      body: transferSchema,
      done: leadMessages.transferred,
    },
    (request) => transferLead(ctx, currentUser(request), request.body),
  );

  route.post(
    leadPaths.refName,
    {
      summary: "'Ref From': the companion app user's name for a mobile number (404 when none)",
      body: refNameQuerySchema,
      response: envelopeSchema(z.object({ UserName: z.string() })),
    },
    async (request) => ok('Ref name', await findRefName(ctx, request.body.MobileNo)),
  );
});
