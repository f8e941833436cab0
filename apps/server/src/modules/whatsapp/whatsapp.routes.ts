import { currentUser } from '../../plugins/auth';
import { z } from 'zod';
import {
  customerMessageSchema,
  customerMessagesQuerySchema,
  envelopeSchema,
  listEnvelopeSchema,
  messageEnvelopeSchema,
  sendInvoiceAnswerSchema,
  sendInvoiceSchema,
  webhookHandshakeSchema,
  whatsappMessages,
  whatsappPaths,
} from '@yaar/shared';
import { AppError, notFound } from '../../lib/errors';
import { ok, okPage } from '../../lib/reply';
import { moduleRoutes } from '../../lib/route';
import { checkSignature, notificationSchema } from '../../lib/whatsapp';
import * as service from './whatsapp.service';

/** The administrator's: send an invoice, list the messages (registered in the admin scope). */
export const whatsappRoutes = moduleRoutes('whatsapp', (route, ctx) => {
  route.post(
    whatsappPaths.sendInvoice,
    {
      summary:
        "Queues the transaction's invoice to its customer: Channel 'whatsapp' (the PDF as the invoice template's document, " +
        "to 91 + the mobile) or 'sms'. 409 when WhatsApp is not set up or the customer has opted out (STOP).",
      body: sendInvoiceSchema,
      response: envelopeSchema(sendInvoiceAnswerSchema),
    },
    async (request) => {
      const { message, ...answer } = await service.sendInvoice(
        ctx,
        currentUser(request),
        request.body,
      );
      return ok(message, answer);
    },
  );

  route.post(
    whatsappPaths.whatsappMessages,
    {
      summary:
        'Messages to customers (invoices, renewal notices) on WhatsApp or SMS with their status, newest first; MobileNo (whole or first digits), Page/PageSize → meta',
      body: customerMessagesQuerySchema,
      response: listEnvelopeSchema(customerMessageSchema),
    },
    async (request) => okPage(whatsappMessages.list, await service.listMessages(ctx, request.body)),
  );
});

/** The webhook's body limit: Meta batches at most a thousand updates, far below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Meta's webhook (public: no bearer; its signature is the permission), rate limited. The POST's
 * body is kept raw (a Buffer) and checked against X-Hub-Signature-256 before it is parsed: 401
 * without the header, 403 with a wrong one, and nothing stored either way.
 */
export const whatsappWebhookRoutes = moduleRoutes('whatsapp', (_route, ctx, app) => {
  const limit = { rateLimit: { max: 600, timeWindow: 60_000 } };
  app.get(
    whatsappPaths.whatsappWebhook,
    {
      config: limit,
      schema: {
        tags: ['whatsapp'],
        summary:
          "Meta's verification handshake: hub.mode=subscribe and hub.verify_token = WHATSAPP_VERIFY_TOKEN answer hub.challenge as text; 403 otherwise, 404 while WhatsApp is not set up",
        querystring: webhookHandshakeSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const token = ctx.config.WHATSAPP_VERIFY_TOKEN;
      if (!ctx.whatsapp || !token) throw notFound(whatsappMessages.whatsappOff);
      const query = request.query;
      if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== token)
        throw new AppError(403, whatsappMessages.verifyTokenWrong);
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  // The raw bytes, for the signature: this scope's JSON is not parsed by Fastify.
  app.register(async (raw) => {
    raw.removeContentTypeParser(['application/json']);
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      whatsappPaths.whatsappWebhook,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        config: limit,
        schema: {
          tags: ['whatsapp'],
          summary:
            'Status updates (sent, delivered, read, failed) and replies (STOP, START) from Meta, signed: X-Hub-Signature-256 = sha256=HMAC-SHA256(raw body, WHATSAPP_APP_SECRET). 401 without it, 403 when wrong',
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        const secret = ctx.config.WHATSAPP_APP_SECRET;
        if (!ctx.whatsapp || !secret) throw notFound(whatsappMessages.whatsappOff);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const check = checkSignature(body, request.headers['x-hub-signature-256'], secret);
        if (check === 'missing') throw new AppError(401, whatsappMessages.signatureMissing);
        if (check === 'wrong') throw new AppError(403, whatsappMessages.signatureWrong);
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          throw new AppError(400, whatsappMessages.webhookUnreadable);
        }
        const parsed = notificationSchema.safeParse(json);
        if (!parsed.success) throw new AppError(400, whatsappMessages.webhookUnreadable);
        const taken = await service.takeNotification(ctx, parsed.data);
        request.log.info(taken, 'WhatsApp notification');
        return ok(whatsappMessages.webhookTaken);
      },
    );
  });
});
