import {
  paise,
  paiseToRupees,
  referralMessages,
  referralStatus,
  type Referral,
  type referralHistoryQuerySchema,
  type referralListQuerySchema,
  type referralPaymentSchema,
} from '@yaar/shared';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import { AppError, validationFailed } from '../../lib/errors';
import { ledgerValues } from '../../lib/payment-ledger';
import { auditChange } from '../audit';
import * as repo from './referrals.repository';

type ReferralRow = Awaited<ReturnType<typeof repo.referralRows>>[number];

/** The referral's commission and required installations (configuration until General Settings). */
const termsOf = (ctx: AppContext) => ({
  commissionPaise: Math.round(ctx.config.REFERRAL_COMMISSION_RUPEES * 100),
  requiredInstallations: ctx.config.REFERRAL_REQUIRED_INSTALLATIONS,
});

/** A referral as the list shows it, its state from the one rule (`referralStatus`). */
function toReferral(row: ReferralRow, terms: ReturnType<typeof termsOf>): Referral {
  const paidPaise = paise(row.Paid);
  const status = referralStatus({ ...terms, installations: row.Installation, paidPaise });
  const pendingPaise = status === 'Pending' ? 0 : Math.max(terms.commissionPaise - paidPaise, 0);
  return {
    id: row.id,
    UserName: row.UserName,
    Installation: row.Installation,
    ReqInstallation: terms.requiredInstallations,
    RefMobileNo: row.RefMobileNo,
    PaymentInfo: row.PaymentInfo,
    Name: row.Name,
    MobileNo: row.MobileNo,
    CommissionAmount: paiseToRupees(terms.commissionPaise),
    PendingPayment: paiseToRupees(pendingPaise),
    PaidPayment: paiseToRupees(paidPaise),
    Status: status,
  };
}

/** `POST /pending-payment-reference-leads`: every referral in one state, newest first. */
export async function listReferrals(
  ctx: AppContext,
  query: z.output<typeof referralListQuerySchema>,
): Promise<Referral[]> {
  const terms = termsOf(ctx);
  const rows = await repo.referralRows(ctx.db);
  return rows.map((row) => toReferral(row, terms)).filter((row) => row.Status === query.Status);
}

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
    const [row] = await repo.referralRows(tx, input);
    const referral = toReferral(row!, terms);
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
  const [row] = await repo.referralRows(ctx.db, {
    RefMobileNo: query.RefMobileNo!,
    MobileNo: query.MobileNo!,
  });
  return row ? repo.referralPaymentsOf(ctx.db, row.id) : [];
}
