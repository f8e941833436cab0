import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads, licenceInstallations, referralPayments, referrers } from '../../db/schema';
import { apiColumns, rupeesOrZero, textOrEmpty } from '../../lib/api-columns';
import { ledgerPaymentColumns } from '../../lib/payment-ledger';
import { insertId, lockRow } from '../../lib/rows';

const paidByLead = (db: Executor) =>
  db
    .select({
      leadId: referralPayments.leadId,
      paid: sql<string>`sum(${referralPayments.amount})`.as('paid'),
    })
    .from(referralPayments)
    .groupBy(referralPayments.leadId)
    .as('paid_by_lead');

/**
 * Every referral: a live lead with a referrer's mobile, the referrer's name and payment info (the
 * companion's published view), the referred business's installations (the licences' published
 * view) and what was paid for it. Newest lead first.
 */
export function referralRows(db: Executor, where?: { RefMobileNo: string; MobileNo: string }) {
  const paid = paidByLead(db);
  return db
    .select({
      id: leads.id,
      UserName: textOrEmpty(referrers.name),
      Installation: sql<number>`coalesce(${licenceInstallations.installations}, 0)`,
      RefMobileNo: leads.refMobileNo,
      PaymentInfo: textOrEmpty(referrers.paymentInfo),
      Name: sql<string>`coalesce(nullif(${leads.companyName}, ''), ${leads.ownerName})`,
      MobileNo: leads.mobileNo,
      Paid: rupeesOrZero(paid.paid),
    })
    .from(leads)
    .leftJoin(referrers, eq(referrers.mobileNo, leads.refMobileNo))
    .leftJoin(licenceInstallations, eq(licenceInstallations.mobileNo, leads.mobileNo))
    .leftJoin(paid, eq(paid.leadId, leads.id))
    .where(
      and(
        sql`${leads.deletedAt} is null`,
        sql`${leads.refMobileNo} <> ''`,
        where ? eq(leads.refMobileNo, where.RefMobileNo) : undefined,
        where ? eq(leads.mobileNo, where.MobileNo) : undefined,
      ),
    )
    .orderBy(desc(leads.id));
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
