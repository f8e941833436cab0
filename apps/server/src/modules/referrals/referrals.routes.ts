import { z } from 'zod';
import {
  envelopeSchema,
  listEnvelopeSchema,
  referralHistoryQuerySchema,
  referralListQuerySchema,
  referralMessages,
  referralPaths,
  referralPaymentRowSchema,
  referralPaymentSchema,
  referralSchema,
} from '@yaar/shared';
import { ok, okPage } from '../../lib/reply';
import { sendWorkbook } from '../../lib/xlsx/send-workbook';
import { currentUser } from '../../plugins/auth';
import { streamReferralPaymentsWorkbook, streamReferralsWorkbook } from './referral-exports';
import { listReferrals, payReferral, referralHistory, referralsIn } from './referrals.service';
import { moduleRoutes } from '../../lib/route';

/** Referral commissions (spec 2 §2, §7; DESIGN §7): registered in the admin scope. */
export const referralsRoutes = moduleRoutes('referrals', (route, ctx) => {
  route.post(
    referralPaths.referralList,
    {
      summary:
        'Referrals in one state (Status: Payable by default, Pending, Complete), newest first (Page/PageSize → meta); Export 1: every one as .xlsx',
      body: referralListQuerySchema,
      response: listEnvelopeSchema(referralSchema),
    },
    async (request, reply) => {
      if (request.body.Export !== 1) {
        return okPage(referralMessages.list, await listReferrals(ctx, request.body));
      }
      return sendWorkbook(reply, referralMessages.referralsFile, (onError) =>
        streamReferralsWorkbook(ctx.db, referralsIn(ctx, request.body), onError),
      );
    },
  );

  route.command(
    referralPaths.payReferral,
    {
      summary:
        'One payment towards an installed referral whose referrer has payment info; more than is owed is refused (422). Audited.',
      body: referralPaymentSchema,
      done: referralMessages.paid,
    },
    (request) => payReferral(ctx, currentUser(request), request.body),
  );

  route.post(
    referralPaths.referralHistory,
    {
      summary:
        "One referral's payments (RefMobileNo, MobileNo), newest first; Export 1 with FromDate and ToDate: every referral payment as .xlsx",
      body: referralHistoryQuerySchema,
      response: envelopeSchema(z.array(referralPaymentRowSchema)),
    },
    async (request, reply) => {
      const query = request.body;
      if (query.Export === 1) {
        return sendWorkbook(reply, referralMessages.paymentsFile, (onError) =>
          streamReferralPaymentsWorkbook(ctx.db, query.FromDate!, query.ToDate!, onError),
        );
      }
      return ok(referralMessages.history, await referralHistory(ctx, query));
    },
  );
});
