import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, paymentQrMessages, paymentQrPaths, paymentQrSchema } from '@yaar/shared';
import type { AppContext } from '../../context';
import { found } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { paymentQrCodes } from './payment-qr.service';

/** `GET /payment-qr`: public (spec 2 §2): the payee and the two UPI QR codes as PNG. */
export const paymentQrRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      paymentQrPaths.paymentQr,
      {
        schema: {
          tags: ['payment-qr'],
          summary:
            'The payee name and two UPI QR codes (₹1,500 and any amount) as PNG data URLs; 404 while PAYMENT_UPI_ID / PAYMENT_PAYEE_NAME are not set',
          response: { 200: envelopeSchema(paymentQrSchema) },
        },
      },
      async () => {
        const codes = await paymentQrCodes(ctx.config);
        return ok(paymentQrMessages.ready, found(codes, paymentQrMessages.notConfigured));
      },
    );
  };
