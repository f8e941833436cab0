import { z } from 'zod';
import {
  envelopeSchema,
  gstr1FileName,
  gstr1Messages,
  gstr1Paths,
  gstr1QuerySchema,
  gstr1ReturnSchema,
  invoiceFileName,
  licenceMessages,
  licencePaths,
  licenceRecordSchema,
  licenceSaleSchema,
  licenceSearchSchema,
  licenceTransactionSchema,
  licenceUpdateSchema,
  listEnvelopeSchema,
  messageEnvelopeSchema,
  transactionIdSchema,
  transactionsQuerySchema,
} from '@yaar/shared';
import { ok, okPage, sendFile } from '../../lib/reply';
import { moduleRoutes } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { invoicePdf } from './licence-invoice';
import { reportRoute } from '../../lib/report';
import { licenceReportEndpoints } from './licence-report';
import { deleteTransaction } from './licence-delete.service';
import { licenceGstr1 } from './licence-gstr1';
import * as service from './licences.service';

/** Licences, their transactions, invoices and the licence report (spec 2; DESIGN §7): registered in the admin scope. */
export const licencesRoutes = moduleRoutes('licences', (route, ctx, app) => {
  route.post(
    licencePaths.searchLicense,
    {
      summary: 'The licence of Product + MobileNo as data: [licence], or data: [] and a message',
      body: licenceSearchSchema,
      response: envelopeSchema(z.array(licenceRecordSchema)),
    },
    async (request) => {
      const rows = await service.searchLicence(ctx, request.body);
      return ok(rows.length ? licenceMessages.found : licenceMessages.notFound, rows);
    },
  );

  route.post(
    licencePaths.updateLicense,
    {
      // A retried or doubled sale (an Idempotency-Key sent twice) records one invoice.
      config: { idempotent: true },
      summary:
        'Records one transaction (a Purchase creates the licence) and applies it to the licence under a row lock; ' +
        '422 when SubTotal/GSTCharges/TotalCharges disagree with the charges. Money in rupees.',
      body: licenceUpdateSchema,
      response: envelopeSchema(licenceSaleSchema),
    },
    async (request) => {
      const result = await service.updateLicence(ctx, currentUser(request), request.body);
      return ok(result.message, result);
    },
  );

  route.post(
    licencePaths.licenseTransactions,
    {
      summary:
        'Transactions newest first (Page/PageSize → meta; filters Product, MobileNo, EmployeeId, PaymentMethod, FromDate, ToDate). ' +
        "With id: that transaction's GST tax invoice PDF.",
      body: transactionsQuerySchema,
      response: listEnvelopeSchema(licenceTransactionSchema),
    },
    async (request, reply) => {
      if (request.body.id !== undefined) {
        const row = await service.findTransaction(ctx, request.body.id);
        return sendFile(reply, {
          bytes: await invoicePdf(row, ctx.config),
          fileName: invoiceFileName(row.InvoiceNo),
        });
      }
      return okPage(
        licenceMessages.transactions,
        await service.listTransactions(ctx, request.body),
      );
    },
  );

  route.post(
    licencePaths.deleteLicenseTransaction,
    {
      summary:
        "Soft delete; the licence's latest transaction is reversed on the licence, an older one refused (409). " +
        'Its invoice is cancelled within its return period, else credited by a credit note (the message names it). Audited.',
      body: transactionIdSchema,
      response: messageEnvelopeSchema,
    },
    async (request) => ok(await deleteTransaction(ctx, currentUser(request), request.body.id)),
  );

  reportRoute(app, ctx, licenceReportEndpoints);

  route.post(
    gstr1Paths.gstr1,
    {
      summary:
        "GSTR-1 of a month (Month 'YYYY-MM') as the GST portal's JSON: b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn, doc_issue, " +
        'each present when it has something to report; rupees as numbers. With Export 1: the file GSTR1_<gstin>_<MMYYYY>.json. ' +
        '422 beside Month for a month after this one or before the first financial year on record, and when the supplier is not registered for GST.',
      body: gstr1QuerySchema,
      response: envelopeSchema(gstr1ReturnSchema),
    },
    async (request, reply) => {
      const gstr1 = await licenceGstr1(ctx, request.body);
      if (request.body.Export)
        return sendFile(reply, {
          bytes: Buffer.from(JSON.stringify(gstr1)),
          fileName: gstr1FileName(gstr1.gstin, gstr1.fp),
        });
      return ok(gstr1Messages.ready(request.body.Month), gstr1);
    },
  );
});
