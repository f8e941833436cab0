import { z } from 'zod';
import {
  IMPORT_ERRORS_FILE,
  IMPORT_TEMPLATE_FILE,
  MAX_IMPORT_BYTES,
  assignLeadsSchema,
  envelopeSchema,
  importLeadsFieldsSchema,
  importResultSchema,
  leadBulkMessages,
  leadBulkPaths,
} from '@yaar/shared';
import { notFound } from '../../lib/errors';
import { useMultipartForms } from '../../lib/multipart/multipart-form';
import { receivedFileSchema } from '../../lib/multipart/received-file';
import { ok, sendFile } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { assignLeads } from './assign-leads.service';
import { errorFileKey } from './import-error-file';
import { importLeads } from './import-leads.service';
import { importTemplate } from './import-template';
import { statusesByName } from './lead-bulk.repository';
import { moduleRoutes } from '../../lib/route';
import { uploadsTempDir } from '../../lib/paths';

const importBodySchema = importLeadsFieldsSchema.extend({
  file: receivedFileSchema({
    type: leadBulkMessages.fileType,
    size: leadBulkMessages.fileSize,
    required: leadBulkMessages.fileRequired,
  }),
});

/** Assign Leads and Import Leads (spec 2 §2, §7; DESIGN §7): registered in the admin scope. */
export const leadBulkRoutes = moduleRoutes('lead-bulk', async (route, ctx, app) => {
  const tags = ['lead-bulk'];
  const readForm = await useMultipartForms(app, {
    tempDir: uploadsTempDir(ctx.config),
    files: {
      file: {
        maxBytes: MAX_IMPORT_BYTES,
        types: [
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/x-cfb',
        ],
      },
    },
  });

  route.command(
    leadBulkPaths.assignLeads,
    {
      summary:
        "Moves NoOfLeads of the admin's pool (the sub status, entered on or before EntryDate, oldest first) " +
        'to an active employee with NextDate; 422 errors.NoOfLeads when fewer match. Every move audited.',
      body: assignLeadsSchema,
      done: leadBulkMessages.assigned,
    },
    (request) => assignLeads(ctx, currentUser(request), request.body),
  );

  route.post(
    leadBulkPaths.importLeads,
    {
      preValidation: readForm,
      summary:
        'Multipart `file` (.xlsx or .xls by content, ≤ 5 MB) with a header row naming the lead fields; ' +
        'Preview=1 answers the counts and the first rows without saving. ErrorFile: the refused and duplicate rows.',
      consumes: ['multipart/form-data'],
      body: importBodySchema,
      response: envelopeSchema(importResultSchema),
    },
    async (request) => {
      const { file, Preview } = request.body;
      const result = await importLeads(ctx, currentUser(request), file, Preview === 1);
      return ok(Preview ? leadBulkMessages.previewReady : leadBulkMessages.imported, result);
    },
  );

  app.get(
    leadBulkPaths.importTemplate,
    {
      schema: {
        tags,
        summary:
          'The header row of an import, as an .xlsx to fill in, with a second sheet: an example row and the values each column takes',
      },
    },
    async (_request, reply) => {
      const statuses = [...(await statusesByName(ctx.db)).values()].map((s) => s.subStatus);
      return sendFile(reply, { stream: importTemplate(statuses), fileName: IMPORT_TEMPLATE_FILE });
    },
  );

  app.get(
    leadBulkPaths.importErrors,
    {
      schema: {
        tags,
        summary: "One import's refused and duplicate rows with a Reason column (.xlsx)",
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const key = errorFileKey(request.params.file);
      const stored = key ? await ctx.storage.get(key) : null;
      if (!stored) throw notFound(leadBulkMessages.errorsNotFound);
      return sendFile(reply, { stream: stored.stream, fileName: IMPORT_ERRORS_FILE });
    },
  );
});
