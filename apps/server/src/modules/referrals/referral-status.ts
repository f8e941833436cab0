import { sql, type SQL } from 'drizzle-orm';
import type { ReferralStatus } from '@yaar/shared';

/** A referral's terms (configuration until General Settings): its commission and installations. */
export interface ReferralTerms {
  commissionPaise: number;
  requiredInstallations: number;
}

/**
 * `referralStatus` (`@yaar/shared`, the one rule) as one SQL expression, so the list's status
 * filter, page and count run in the database: Pending until the referred business has the required
 * installations, then Payable until the commission is paid in full, then Complete.
 * `referral-status.test.ts` proves the two agree on every case.
 */
export const referralStatusSql = (
  referral: { installations: SQL; paidPaise: SQL },
  terms: ReferralTerms,
) =>
  sql<ReferralStatus>`(case when ${referral.installations} < ${terms.requiredInstallations}::int then 'Pending'
    when ${referral.paidPaise} < ${terms.commissionPaise}::numeric then 'Payable' else 'Complete' end)`;
