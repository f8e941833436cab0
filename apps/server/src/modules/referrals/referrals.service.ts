import {
  paise,
  referralMessages,
  type referralHistoryQuerySchema,
  type referralListQuerySchema,
  type referralPaymentSchema,
} from '@yaar/shared';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import type { Executor } from '../../db/client';
import { pagedSelect } from '../../lib/paging';
import { AppError, validationFailed } from '../../lib/errors';
import { ledgerValues } from '../../lib/payment-ledger';
import { auditChange } from '../audit';
import type { ReferralTerms } from './referral-status';
import * as repo from './referrals.repository';

interface ReferralKey {
  RefMobileNo: string;
  MobileNo: string;
}

/** The referral's commission and required installations (configuration until General Settings). */
const termsOf = (ctx: AppContext): ReferralTerms => ({
  commissionPaise: Math.round(ctx.config.REFERRAL_COMMISSION_RUPEES * 100),
  requiredInstallations: ctx.config.REFERRAL_REQUIRED_INSTALLATIONS,
});

/**
 * `POST /pending-payment-reference-leads`: the referrals in one state, newest first: the state,
 * the filter, the page and the count all in the database (every row without Page/PageSize).
 */
export const referralsIn = (ctx: AppContext, query: z.output<typeof referralListQuerySchema>) =>
  repo.referralList(ctx.db, termsOf(ctx), { Status: query.Status });

export const listReferrals = (ctx: AppContext, query: z.output<typeof referralListQuerySchema>) =>
  pagedSelect(query, referralsIn(ctx, query), { unpaged: 'every row' });

/** One referral (`RefMobileNo`, `MobileNo`) as the list shows it, or none. */
const findReferral = async (db: Executor, terms: ReferralTerms, where: ReferralKey) =>
  (await repo.referralList(db, terms, where).all())[0];

/**
 * `POST /pay-referense-commission`: one payment towards a referral, in one transaction with the
 * referral's lead locked, so two payments at once cannot together pay more than is owed. Only an
 * installed referral whose referrer has payment info on file is paid. Audited.
 */
export async function payReferral(
  ctx: AppContext,
  actor: AuthUser,
  input: z.output<typeof referralPaymentSchema>,
) {
  const terms = termsOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const lead = await repo.lockReferralLead(tx, input.RefMobileNo, input.MobileNo);
    if (!lead) throw validationFailed({ MobileNo: referralMessages.referralNotFound });
    const referral = (await findReferral(tx, terms, input))!;
    if (referral.Status === 'Pending') throw new AppError(409, referralMessages.notInstalled);
    if (!referral.PaymentInfo) throw new AppError(409, referralMessages.noPaymentInfo);
    const owedPaise = paise(referral.PendingPayment);
    if (input.Amount > owedPaise) {
      throw validationFailed({ Amount: referralMessages.moreThanOwed(referral.PendingPayment) });
    }
    const values = ledgerValues(input, actor.id);
    const { amount } = values;
    const id = await repo.insertReferralPayment(tx, {
      ...values,
      leadId: lead.id,
      refMobileNo: input.RefMobileNo,
      mobileNo: input.MobileNo,
    });
    await auditChange(tx, actor, 'referral.payment', 'referral_payment', id, {
      before: { paid: referral.PaidPayment, owed: referral.PendingPayment },
      after: { amount, paymentMethod: input.PaymentMethod, paidTo: referral.PaymentInfo },
    });
    return id;
  });
}

/** One referral's payments, newest first (an unknown referral has none). */
export async function referralHistory(
  ctx: AppContext,
  query: z.output<typeof referralHistoryQuerySchema>,
) {
  const row = await findReferral(ctx.db, termsOf(ctx), {
    RefMobileNo: query.RefMobileNo!,
    MobileNo: query.MobileNo!,
  });
  return row ? repo.referralPaymentsOf(ctx.db, row.id) : [];
}
