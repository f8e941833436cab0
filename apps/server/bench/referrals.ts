import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { load, type LoadFigures } from './load';

export interface ReferralFigures {
  referrals: number;
  routes: LoadFigures[];
}

/**
 * `count` referrals, set-based: the first `count` seeded leads are referred by one of 500 app users
 * (with payment info); two in three of the businesses have bought a licence (Payable or Complete),
 * and one in six of those was paid in full (Complete). Needs at least `count` seeded leads.
 */
export async function seedReferrals(ctx: AppContext, count: number): Promise<void> {
  await ctx.db.execute(sql`
    insert into companion.app_users (name, mobile_no, payment_info)
    select 'Referrer ' || i, (8800000000 + i)::text, 'referrer' || i || '@upi'
    from generate_series(0, 499) as i
    on conflict do nothing`);
  await ctx.db.execute(sql`
    update leads set ref_mobile_no = (8800000000 + id % 500)::text
    where id in (select id from leads where deleted_at is null order by id limit ${count})`);
  await ctx.db.execute(sql`
    insert into licences (product, mobile_no, name, expires_on, no_of_companies)
    select distinct on (mobile_no) 'OYaar', mobile_no, 'Referred ' || mobile_no, current_date + 200, 1
    from leads where ref_mobile_no <> '' and id % 3 <> 0
    on conflict do nothing`);
  await ctx.db.execute(sql`
    insert into licence_transactions (licence_id, invoice_no, financial_year, tran_type, employee_id, entry_date,
      license_days, no_of_companies, product_charges, server_charges, sub_total, gst_applied, gst_charges,
      total_charges, payment_method, customer_name, customer_address, place_of_supply, expires_on_after,
      commission)
    select l.id, 'RF/' || l.id, '26-27', 'Purchase', null, current_date - 10, 365, 1,
      3000, 1500, 4500, true, 810, 5310, 'UPI', l.name, '12 Station Road, Ahmedabad', 'Gujarat',
      current_date + 200, 0
    from licences l where l.name like 'Referred %'`);
  await ctx.db.execute(sql`
    insert into referral_payments (lead_id, ref_mobile_no, mobile_no, entry_date, amount, payment_method, created_by)
    select id, ref_mobile_no, mobile_no, current_date - 5, 500, 'UPI', (select min(id) from users)
    from leads where ref_mobile_no <> '' and id % 6 = 1`);
}

/** The referral screen's calls under load: each state's first page of 50, and a page far in. */
export async function measureReferrals(
  base: string,
  auth: Record<string, string>,
  referrals: number,
  seconds: number,
): Promise<ReferralFigures> {
  const list = (name: string, body: object) => ({
    name,
    url: `${base}/api/pending-payment-reference-leads`,
    method: 'POST' as const,
    headers: auth,
    body,
  });
  const routes: LoadFigures[] = [];
  for (const target of [
    list('referrals, Payable, page 1 of 50', { Status: 'Payable', Page: 1, PageSize: 50 }),
    list('referrals, Pending, page 1 of 50', { Status: 'Pending', Page: 1, PageSize: 50 }),
    list('referrals, Payable, page 40 of 50', { Status: 'Payable', Page: 40, PageSize: 50 }),
  ]) {
    routes.push(await load(target, seconds));
  }
  return { referrals, routes };
}

export function printReferralFigures(f: ReferralFigures): void {
  for (const r of f.routes) {
    console.log(
      `${r.name} (${f.referrals.toLocaleString('en-IN')} referrals): ${r.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, non-2xx ${r.non2xx}`,
    );
  }
}
