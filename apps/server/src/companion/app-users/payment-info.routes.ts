import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageEnvelopeSchema,
  paymentInfoSchema,
  referralMessages,
  referrerPaths,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { validationFailed } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { updatePaymentInfo } from './app-users.repository';

/**
 * `POST /update-user-payment-info` (spec 2 §7): where a referrer (an app user) is paid, a UPI id
 * or bank details. Companion admin scope; the companion schema keeps no audit rows.
 */
export const paymentInfoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      referrerPaths.updatePaymentInfo,
      {
        schema: {
          tags: ['app-users'],
          summary:
            "Saves an app user's payment info (MobileNo, PaymentInfo); 422 for an unknown number",
          body: paymentInfoSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        const { MobileNo, PaymentInfo } = request.body;
        if (!(await updatePaymentInfo(ctx.db, MobileNo, PaymentInfo)))
          throw validationFailed({ MobileNo: referralMessages.referrerUnknown });
        return ok(referralMessages.paymentInfoSaved);
      },
    );
  };
