import { z } from 'zod';
import {
  commissionDeleteSchema,
  commissionHistoryQuerySchema,
  commissionLedgerSchema,
  commissionPaymentRowSchema,
  commissionPaymentSchema,
  envelopeSchema,
  commissionMessages,
  commissionPaths,
} from '@yaar/shared';
import { useMultipartForms } from '../../lib/multipart/multipart-form';
import { reportRoute } from '../../lib/report';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { commissionReportEndpoints } from './commission-report';
import { commissionHistory, deleteCommissionPayment, payCommission } from './commissions.service';
import { moduleRoutes } from '../../lib/route';
import { uploadsTempDir } from '../../lib/paths';

/** The employee commission ledger and its report (spec 2 §7; DESIGN §7): the admin scope. */
export const commissionsRoutes = moduleRoutes('commissions', async (route, ctx, app) => {
  // The spec sends the payment as multipart form fields (no file); JSON is read too.
  const readForm = await useMultipartForms(app, {
    tempDir: uploadsTempDir(ctx.config),
    files: {},
  });

  route.command(
    commissionPaths.payCommission,
    {
      preValidation: readForm,
      summary:
        'One commission payment to an employee, at most the balance due (422 beside Amount otherwise). Audited.',
      consumes: ['multipart/form-data', 'application/json'],
      body: commissionPaymentSchema,
      done: commissionMessages.paid,
    },
    (request) => payCommission(ctx, currentUser(request), request.body),
  );

  route.post(
    commissionPaths.commissionHistory,
    {
      summary:
        "An employee's payments, newest first, with what they earned, were paid and are owed",
      body: commissionHistoryQuerySchema,
      response: envelopeSchema(z.array(commissionPaymentRowSchema)).extend({
        ledger: commissionLedgerSchema,
      }),
    },
    async (request) => {
      const { ledger, payments } = await commissionHistory(ctx, request.body.UserId);
      return { ...ok(commissionMessages.history, payments), ledger };
    },
  );

  route.command(
    commissionPaths.commissionDelete,
    {
      summary: 'Soft-deletes one payment of the employee (it stays on record), audited',
      body: commissionDeleteSchema,
      done: commissionMessages.paymentDeleted,
    },
    (request) => deleteCommissionPayment(ctx, currentUser(request), request.body),
  );

  reportRoute(app, ctx, commissionReportEndpoints);
});
