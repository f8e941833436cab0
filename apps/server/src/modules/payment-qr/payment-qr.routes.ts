import { moduleRoutes } from '../../lib/route';
import { envelopeSchema, paymentQrMessages, paymentQrPaths, paymentQrSchema } from '@yaar/shared';
import { found } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { paymentQrCodes } from './payment-qr.service';

/** `GET /payment-qr`: public (spec 2 §2): the payee and the two UPI QR codes as PNG. */
export const paymentQrRoutes = moduleRoutes('payment-qr', (route, ctx) => {
  route.get(
    paymentQrPaths.paymentQr,
    {
      summary:
        'The payee name and two UPI QR codes (₹1,500 and any amount) as PNG data URLs; 404 while PAYMENT_UPI_ID / PAYMENT_PAYEE_NAME are not set',
      response: envelopeSchema(paymentQrSchema),
    },
    async () => {
      const codes = await paymentQrCodes(ctx.config);
      return ok(paymentQrMessages.ready, found(codes, paymentQrMessages.notConfigured));
    },
  );
});
