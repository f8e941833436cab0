import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { paise } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { commissionRates, users } from '../../db/schema';

/** A sale as the licence form names it: what decides whether it earns commission. */
export interface CommissionedSale {
  Product: string;
  TranType?: string;
}

/** Which of an employee's rates applies to a sale: OYComm1 an OYaar Purchase, OYComm2 a Renewal. */
const rateOf = (sale: CommissionedSale) => {
  if (sale.Product !== 'OYaar') return undefined;
  if (sale.TranType === 'Purchase') return 'oyComm1' as const;
  if (sale.TranType === 'Renewal') return 'oyComm2' as const;
  return undefined;
};

/**
 * What `sale`, dated `day`, earns employee `employeeId`, in paise (DESIGN §7): at the rates in
 * effect on that day (issue 42: the latest change on or before it, `commission_rates`; the rates
 * on `users` when they never changed). The licences module stores it with the sale, so a later
 * change of rate leaves it as it is (docs/decisions.md); any other sale earns 0.
 */
export async function commissionOnSale(
  db: Executor,
  employeeId: number | undefined,
  sale: CommissionedSale,
  day: string,
): Promise<number> {
  const rate = rateOf(sale);
  if (employeeId === undefined || !rate) return 0;
  const [dated] = await db
    .select({ rate: commissionRates[rate] })
    .from(commissionRates)
    .where(and(eq(commissionRates.userId, employeeId), lte(commissionRates.effectiveFrom, day)))
    .orderBy(desc(commissionRates.effectiveFrom))
    .limit(1);
  if (dated) return paise(dated.rate);
  const [current] = await db
    .select({ rate: users[rate] })
    .from(users)
    .where(eq(users.id, employeeId));
  return current ? paise(current.rate) : 0;
}

type Rates = { oyComm1: string; oyComm2: string };

/**
 * Records a change of an employee's rates, in the change's transaction: from `day` (the business
 * day it is made) the new ones apply; the first change also keeps the rates before it, from
 * '-infinity', so sales dated before it still earn those. A second change on one day replaces the
 * first. Nothing is written when the rates stay as they were.
 */
export async function recordRateChange(
  db: Executor,
  userId: number,
  day: string,
  before: Rates,
  after: Rates,
) {
  if (
    paise(before.oyComm1) === paise(after.oyComm1) &&
    paise(before.oyComm2) === paise(after.oyComm2)
  )
    return;
  await db
    .insert(commissionRates)
    .values({
      userId,
      effectiveFrom: sql`'-infinity'::date`,
      oyComm1: before.oyComm1,
      oyComm2: before.oyComm2,
    })
    .onConflictDoNothing();
  await db
    .insert(commissionRates)
    .values({ userId, effectiveFrom: day, oyComm1: after.oyComm1, oyComm2: after.oyComm2 })
    .onConflictDoUpdate({
      target: [commissionRates.userId, commissionRates.effectiveFrom],
      set: { oyComm1: after.oyComm1, oyComm2: after.oyComm2 },
    });
}
