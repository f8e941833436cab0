import { eq, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_REFERENCE, type DashboardCounts } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leadStatuses, leadViewCounts, leadViewTotals } from '../../db/schema';

const pending = sql`${leadStatuses.mainStatus} = 'Pending'`;

/**
 * The six cards for the live leads (of one employee when `ownerId` is set), with `today` the
 * business day: Overdue / Today / Upcoming are Pending leads by NextDate. Read from the counts
 * kept by triggers on `leads`: `lead_view_counts` for one owner, `lead_view_totals` for all.
 */
export async function countLeadViews(
  db: Executor,
  ownerId: number | undefined,
  today: string,
): Promise<DashboardCounts> {
  const counts = ownerId === undefined ? leadViewTotals : leadViewCounts;
  const { nextDate } = counts;
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${counts.leads}) filter (where ${condition}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      OverdueLeads: sumWhere(sql`${pending} and ${nextDate} < ${today}`),
      TodayLeads: sumWhere(sql`${pending} and ${nextDate} = ${today}`),
      UpcomingLeads: sumWhere(sql`${pending} and ${nextDate} > ${today}`),
      PendingLeads: sumWhere(pending),
      CompleteLeads: sumWhere(sql`${leadStatuses.mainStatus} = 'Completed'`),
      ReferralLeads: sumWhere(sql`${pending} and ${leadStatuses.subStatus} = ${CUSTOMER_REFERENCE}`),
    })
    .from(counts)
    .innerJoin(leadStatuses, eq(leadStatuses.id, counts.statusId))
    .where(ownerId === undefined ? undefined : eq(leadViewCounts.userId, ownerId));
  return row!;
}
