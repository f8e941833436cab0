import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
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
import type { AppContext } from '../../context';
import { ok, sendFile } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { writeInvoice } from './licence-invoice';
import { reportFileRoute, reportRoute } from '../../lib/report';
import { licenceReportEndpoints } from './licence-report';
import { deleteTransaction } from './licence-delete.service';
import {
  findTransaction,
  listTransactions,
  searchLicence,
  updateLicence,
} from './licences.service';

/** Licences, their transactions, invoices and the licence report (spec 2; DESIGN §7): registered in the admin scope. */
export const licencesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['licences'];

    app.post(
      licencePaths.searchLicense,
      {
        schema: {
          tags,
          summary:
            'The licence of Product + MobileNo as data: [licence], or data: [] and a message',
          body: licenceSearchSchema,
          response: { 200: envelopeSchema(z.array(licenceRecordSchema)) },
        },
      },
      async (request) => {
        const rows = await searchLicence(ctx, request.body);
        return ok(rows.length ? licenceMessages.found : licenceMessages.notFound, rows);
      },
    );

    app.post(
      licencePaths.updateLicense,
      {
        // A retried or doubled sale (an Idempotency-Key sent twice) records one invoice.
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Records one transaction (a Purchase creates the licence) and applies it to the licence under a row lock; ' +
            '422 when SubTotal/GSTCharges/TotalCharges disagree with the charges. Money in rupees.',
          body: licenceUpdateSchema,
          response: {
            200: envelopeSchema(licenceSaleSchema),
          },
        },
      },
      async (request) => {
        const result = await updateLicence(ctx, currentUser(request), request.body);
        return ok(result.message, result);
      },
    );

    app.post(
      licencePaths.licenseTransactions,
      {
        schema: {
          tags,
          summary:
            'Transactions newest first (Page/PageSize → meta; filters Product, MobileNo, EmployeeId, PaymentMethod, FromDate, ToDate). ' +
            "With id: that transaction's GST tax invoice PDF, streamed.",
          body: transactionsQuerySchema,
          response: { 200: listEnvelopeSchema(licenceTransactionSchema) },
        },
      },
      async (request, reply) => {
        if (request.body.id !== undefined) {
          const row = await findTransaction(ctx, request.body.id);
          return sendFile(reply, {
            stream: writeInvoice(row, ctx.config),
            type: 'application/pdf',
            fileName: invoiceFileName(row.InvoiceNo),
          });
        }
        const { rows, meta } = await listTransactions(ctx, request.body);
        return ok(licenceMessages.transactions, rows, meta);
      },
    );

    app.post(
      licencePaths.deleteLicenseTransaction,
      {
        schema: {
          tags,
          summary:
            "Soft delete; the licence's latest transaction is reversed on the licence, an older one refused (409). Audited.",
          body: transactionIdSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await deleteTransaction(ctx, currentUser(request), request.body.id);
        return ok(licenceMessages.transactionDeleted);
      },
    );

    reportRoute(app, ctx, licenceReportEndpoints);
  };

/** The licence report behind its signed URL: registered in the public scope. */
export const licenceReportFileRoutes = reportFileRoute(licenceReportEndpoints);
