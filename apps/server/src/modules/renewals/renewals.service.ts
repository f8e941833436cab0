import {
  addDays,
  MY_RENEWALS_DAYS,
  MY_RENEWALS_SHOWN,
  paise,
  paiseToRupees,
  renewalAmountOf,
  type MyRenewalsDue,
  type RenewalDue,
  type RenewalsDueQuery,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { intraState } from '../../gst';
import { businessToday } from '../../lib/clock';
import { pagedList } from '../../lib/paging';
import { countDue, dueQuery, listDue, type DueRow } from './renewals.repository';

/** A due licence as the list shows it: usual charges, and with GST what its renewal asks for. */
export function renewalDueOf(row: DueRow, supplierState: string): RenewalDue {
  const { CustomerState, ProductCharges, ServerCharges, ...rest } = row;
  const product = paise(ProductCharges);
  const server = paise(ServerCharges);
  const inside = intraState(CustomerState, supplierState);
  return {
    ...rest,
    UsualCharges: paiseToRupees(product + server),
    RenewalAmount: paiseToRupees(renewalAmountOf(product, server, inside)),
  };
}

/** Licences expiring from today to Days later (business days in BUSINESS_TZ), soonest first. */
export const dueRange = (ctx: AppContext, days: number) => {
  const today = businessToday(ctx);
  return { from: today, to: addDays(today, days) };
};

export async function listRenewalsDue(ctx: AppContext, query: RenewalsDueQuery) {
  const { from, to } = dueRange(ctx, query.Days);
  const page = await pagedList(query, {
    fetchRows: (window) => listDue(ctx.db, dueQuery(from, to, undefined, window)),
    countRows: () => countDue(ctx.db, from, to),
    unpaged: 'first page',
  });
  return { ...page, rows: page.rows.map((row) => renewalDueOf(row, ctx.config.SUPPLIER_STATE)) };
}

/** The salesperson's own customers expiring within 30 days: how many, and the next few. */
export async function myRenewalsDue(ctx: AppContext, userId: number): Promise<MyRenewalsDue> {
  const { from, to } = dueRange(ctx, MY_RENEWALS_DAYS);
  const window = { page: 1, pageSize: MY_RENEWALS_SHOWN, limit: MY_RENEWALS_SHOWN, offset: 0 };
  const [rows, count] = await Promise.all([
    listDue(ctx.db, dueQuery(from, to, userId, window)),
    countDue(ctx.db, from, to, userId),
  ]);
  return {
    Count: count,
    Next: rows.map((row) => renewalDueOf(row, ctx.config.SUPPLIER_STATE)),
  };
}
