import { addDays, commissionPaymentSchema, paise, paiseToRupees } from '@yaar/shared';
import type { AppContext, AuthUser } from '../context';
import { businessToday } from '../lib/clock';
import { commissionHistory, payCommission } from '../modules/commissions/commissions.service';

/**
 * A month of commission payments: each employee was paid about half of what their sales earned,
 * in two payments (UPI, then NEFT), so the ledger, the Payment panel and the report show earned,
 * paid and a balance that add up.
 */
export async function seedDemoCommissions(
  ctx: AppContext,
  admin: AuthUser,
  employees: readonly number[],
): Promise<number> {
  const today = businessToday(ctx);
  let payments = 0;
  for (const employeeId of employees) {
    const { ledger } = await commissionHistory(ctx, employeeId);
    const half = Math.floor(paise(ledger.Balance) / 2 / 100) * 100;
    for (const [index, part] of [
      Math.ceil(half / 2 / 100) * 100,
      half - Math.ceil(half / 2 / 100) * 100,
    ].entries()) {
      if (part <= 0) continue;
      await payCommission(
        ctx,
        admin,
        commissionPaymentSchema.parse({
          EmployeeId: employeeId,
          EntryDate: addDays(today, index === 0 ? -25 : -5),
          Amount: paiseToRupees(part),
          PaymentMethod: index === 0 ? 'UPI' : 'NEFT',
          Remarks: index === 0 ? 'Commission, first half of the month' : 'Commission, second half',
        }),
      );
      payments += 1;
    }
  }
  return payments;
}
