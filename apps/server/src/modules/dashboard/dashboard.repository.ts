import { and, eq, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_REFERENCE, type DashboardCounts } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leadStatuses, leads } from '../../db/schema';

const pending = sql`${leadStatuses.mainStatus} = 'Pending'`;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The six cards in one pass over the live leads (of one employee when `ownerId` is set), with
 * `today` the business day: Overdue / Today / Upcoming are Pending leads by NextDate.
 */
export async function countLeadViews(
  db: Executor,
  ownerId: number | undefined,
  today: string,
): Promise<DashboardCounts> {
  const [row] = await db
    .select({
      OverdueLeads: countWhere(sql`${pending} and ${leads.nextDate} < ${today}`),
      TodayLeads: countWhere(sql`${pending} and ${leads.nextDate} = ${today}`),
      UpcomingLeads: countWhere(sql`${pending} and ${leads.nextDate} > ${today}`),
      PendingLeads: countWhere(pending),
      CompleteLeads: countWhere(sql`${leadStatuses.mainStatus} = 'Completed'`),
      ReferralLeads: countWhere(sql`${pending} and ${leadStatuses.subStatus} = ${CUSTOMER_REFERENCE}`),
    })
    .from(leads)
    .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
    .where(and(isNull(leads.deletedAt), ownerId === undefined ? undefined : eq(leads.userId, ownerId)));
  return row!;
}
