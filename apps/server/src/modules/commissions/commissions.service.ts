import {
  entryDateProblem,
  paise,
  commissionMessages,
  userAdminMessages,
  type CommissionLedger,
  type commissionPaymentSchema,
} from '@yaar/shared';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { notFound, validationFailed } from '../../lib/errors';
import { ledgerValues } from '../../lib/payment-ledger';
import { pick } from '../../lib/rows';
import { auditChange } from '../audit';
import * as repo from './commissions.repository';

/** What the employee has earned, been paid and is owed, and the payments, newest first. */
export async function commissionHistory(ctx: AppContext, userId: number) {
  const ledger: CommissionLedger | undefined = await repo.ledgerOf(ctx.db, userId);
  if (!ledger) throw validationFailed({ UserId: userAdminMessages.userNotFound });
  return { ledger, payments: await repo.paymentsOf(ctx.db, userId) };
}

/**
 * `POST /pay-commission`: one payment, at most the balance still due, with the employee's row
 * locked so two payments at once cannot overpay. Audited.
 */
export async function payCommission(
  ctx: AppContext,
  actor: AuthUser,
  input: z.output<typeof commissionPaymentSchema>,
) {
  // The window every money entry keeps, the licence sales' (packages/shared/src/entry-date.ts).
  const dateProblem = entryDateProblem(input.EntryDate, businessToday(ctx));
  if (dateProblem) throw validationFailed({ EntryDate: dateProblem });
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.lockEmployee(tx, input.EmployeeId)))
      throw validationFailed({ EmployeeId: userAdminMessages.userNotFound });
    const ledger = (await repo.ledgerOf(tx, input.EmployeeId))!;
    if (input.Amount > paise(ledger.Balance))
      throw validationFailed({ Amount: commissionMessages.moreThanDue(ledger.Balance) });
    const values = ledgerValues(input, actor.id);
    const { amount } = values;
    const id = await repo.insertPayment(tx, { ...values, userId: input.EmployeeId });
    await auditChange(tx, actor, 'commission.payment', 'commission_payment', id, {
      before: { balance: ledger.Balance },
      after: { userId: input.EmployeeId, amount, paymentMethod: input.PaymentMethod },
    });
    return id;
  });
}

/** `POST /commission-delete`: a soft delete (the payment stays on record), audited. */
export async function deleteCommissionPayment(
  ctx: AppContext,
  actor: AuthUser,
  input: { id: number; UserId: number },
) {
  await ctx.db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, input.id, input.UserId);
    if (!payment) throw notFound(commissionMessages.paymentNotFound);
    await repo.markPaymentDeleted(tx, payment.id, actor.id, ctx.clock.now());
    await auditChange(tx, actor, 'commission.payment.delete', 'commission_payment', payment.id, {
      before: pick(payment, ['amount', 'entryDate', 'userId']),
      after: { deleted: true },
    });
  });
}
