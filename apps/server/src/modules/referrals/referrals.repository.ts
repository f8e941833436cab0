import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Referral, ReferralStatus } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leads, licenceInstallations, referralPayments, referrers } from '../../db/schema';
import { apiColumns, rupeesOrZero, textOrEmpty } from '../../lib/api-columns';
import { ledgerPaymentColumns } from '../../lib/payment-ledger';
import { selectList } from '../../lib/paging';
import { insertId, lockRow, equalsIfGiven } from '../../lib/rows';
import { referralStatusSql, type ReferralTerms } from './referral-status';

const paidByLead = (db: Executor) =>
  db
    .select({
      leadId: referralPayments.leadId,
      paid: sql<string>`sum(${referralPayments.amount})`.as('paid'),
    })
    .from(referralPayments)
    .groupBy(referralPayments.leadId)
    .as('paid_by_lead');

const installations = sql<number>`coalesce(${licenceInstallations.installations}, 0)`;

/** The referral's columns under their API names (the list's answer), its state from the one rule. */
function referralColumns(paid: ReturnType<typeof paidByLead>, terms: ReferralTerms) {
  const paidPaise = sql`(coalesce(${paid.paid}, 0) * 100)`;
  const status = referralStatusSql({ installations, paidPaise }, terms);
  const owedPaise = sql`(case when ${status} = 'Pending' then 0
    else greatest(${terms.commissionPaise}::numeric - ${paidPaise}, 0) end)`;
  const columns = apiColumns({
    id: leads.id,
    UserName: textOrEmpty(referrers.name),
    Installation: installations,
    ReqInstallation: sql<number>`${terms.requiredInstallations}::int`,
    RefMobileNo: leads.refMobileNo,
    PaymentInfo: textOrEmpty(referrers.paymentInfo),
    Name: sql<string>`coalesce(nullif(${leads.companyName}, ''), ${leads.ownerName})`,
    MobileNo: leads.mobileNo,
    CommissionAmount: rupeesOrZero(sql`${terms.commissionPaise}::numeric / 100`),
    PendingPayment: rupeesOrZero(sql`${owedPaise} / 100`),
    PaidPayment: rupeesOrZero(paid.paid),
    Status: status,
  } satisfies Record<keyof Referral, unknown>);
  return { columns, status };
}

/**
 * Referrals: live leads with a referrer's mobile, the referrer's name and payment info (the
 * companion's published view), the referred business's installations (the licences' published
 * view) and what was paid for it; in one state (`Status`) or the one referral `RefMobileNo` and
 * `MobileNo` name. Newest lead first.
 */
export function referralList(
  db: Executor,
  terms: ReferralTerms,
  where: { Status?: ReferralStatus; RefMobileNo?: string; MobileNo?: string },
) {
  const paid = paidByLead(db);
  const { columns, status } = referralColumns(paid, terms);
  const select = () =>
    db
      .select(columns)
      .from(leads)
      .leftJoin(referrers, eq(referrers.mobileNo, leads.refMobileNo))
      .leftJoin(licenceInstallations, eq(licenceInstallations.mobileNo, leads.mobileNo))
      .leftJoin(paid, eq(paid.leadId, leads.id))
      .where(
        and(
          sql`${leads.deletedAt} is null`,
          sql`${leads.refMobileNo} <> ''`,
          equalsIfGiven(leads.refMobileNo, where.RefMobileNo),
          equalsIfGiven(leads.mobileNo, where.MobileNo),
          where.Status === undefined ? undefined : sql`${status} = ${where.Status}`,
        ),
      )
      .$dynamic();
  return selectList(db, select, [desc(leads.id)]);
}

/** The referral's lead row, locked until the transaction ends (two payments at once queue). */
export const lockReferralLead = (db: Executor, refMobileNo: string, mobileNo: string) =>
  lockRow(
    db,
    leads,
    and(
      eq(leads.refMobileNo, refMobileNo),
      eq(leads.mobileNo, mobileNo),
      sql`${leads.deletedAt} is null`,
    ),
  );

export const insertReferralPayment = (db: Executor, values: typeof referralPayments.$inferInsert) =>
  insertId(db, referralPayments, values);

const p = referralPayments;
/** A payment under its API names (spec 2 §3: CommissionAmount is the amount paid). */
export const paymentColumns = ledgerPaymentColumns(p, 'CommissionAmount');

/** A payment with whom it paid, for the export (a raw cursor: every column under its API name). */
const exportColumns = {
  ...paymentColumns,
  ...apiColumns({
    RefMobileNo: p.refMobileNo,
    UserName: textOrEmpty(referrers.name),
    MobileNo: p.mobileNo,
    Name: sql<string>`coalesce(nullif(${leads.companyName}, ''), ${leads.ownerName})`,
  }),
};

/** One referral's payments, newest first. */
export const referralPaymentsOf = (db: Executor, leadId: number) =>
  db
    .select(paymentColumns)
    .from(p)
    .where(eq(p.leadId, leadId))
    .orderBy(desc(p.entryDate), desc(p.id));

/** Every referral payment from `from` to `to` with whom it paid, oldest first (the export). */
export const paymentsBetween = (db: Executor, from: string, to: string) =>
  db
    .select(exportColumns)
    .from(p)
    .innerJoin(leads, eq(leads.id, p.leadId))
    .leftJoin(referrers, eq(referrers.mobileNo, p.refMobileNo))
    .where(and(gte(p.entryDate, from), lte(p.entryDate, to)))
    .orderBy(p.entryDate, p.id);
