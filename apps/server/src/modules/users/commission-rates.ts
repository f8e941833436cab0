import { eq } from 'drizzle-orm';
import { paise } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** A sale as the licence form names it: what decides whether it earns commission. */
export interface CommissionedSale {
  Product: string;
  TranType?: string;
}

/** The employee's rate that applies to a sale: OYComm1 an OYaar Purchase, OYComm2 a Renewal. */
const rateColumnOf = (sale: CommissionedSale) => {
  if (sale.Product !== 'OYaar') return undefined;
  if (sale.TranType === 'Purchase') return users.oyComm1;
  if (sale.TranType === 'Renewal') return users.oyComm2;
  return undefined;
};

/**
 * What `sale` earns employee `employeeId`, in paise, at their rates as they stand now (DESIGN §7).
 * The licences module stores it with the sale, so a later change of rate applies to later sales
 * only (docs/decisions.md); any other sale earns 0.
 */
export async function commissionOnSale(
  db: Executor,
  employeeId: number | undefined,
  sale: CommissionedSale,
): Promise<number> {
  const rate = rateColumnOf(sale);
  if (employeeId === undefined || !rate) return 0;
  const [row] = await db.select({ rate }).from(users).where(eq(users.id, employeeId));
  return row ? paise(row.rate) : 0;
}
