import { and, eq, sql } from 'drizzle-orm';
import { DASHBOARD_CARDS, type DashboardCounts } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leadStatuses, leadViewCounts, leadViewTotals } from '../../db/schema';
import { leadViewFilter } from '../leads/lead-views';
import { viewConditions } from '../leads/leads-list.repository';

/**
 * The six cards for the live leads (of one employee when `ownerId` is set), with `today` the
 * business day, each counted by the view's one rule (`LEAD_VIEWS`). Read from the counts kept by
 * triggers on `leads`: `lead_view_counts` for one owner, `lead_view_totals` for all.
 */
export async function countLeadViews(
  db: Executor,
  ownerId: number | undefined,
  today: string,
): Promise<DashboardCounts> {
  const counts = ownerId === undefined ? leadViewTotals : leadViewCounts;
  const columns = Object.fromEntries(
    DASHBOARD_CARDS.map(({ view, count }) => {
      const condition = and(...viewConditions(leadViewFilter(view, today), counts));
      return [
        count,
        sql<number>`coalesce(sum(${counts.leads}) filter (where ${condition}), 0)`.mapWith(Number),
      ];
    }),
  ) as Record<keyof DashboardCounts, ReturnType<typeof sql<number>>>;
  const [row] = await db
    .select(columns)
    .from(counts)
    .innerJoin(leadStatuses, eq(leadStatuses.id, counts.statusId))
    .where(ownerId === undefined ? undefined : eq(leadViewCounts.userId, ownerId));
  return row!;
}

/**
 * Leads entered and follow-ups recorded on each of the seven business days up to `today` (by one
 * employee when `userId` is set), oldest first; days without any are there with zeros.
 */
export async function countWeekActivity(db: Executor, userId: number | undefined, today: string) {
  const owner = userId ?? null;
  const { rows } = await db.execute<{ day: string; new_leads: number; follow_ups: number }>(sql`
    with days as (
      select (${today}::date - offs)::date as day from generate_series(0, 6) as offs
    ),
    new_leads as (
      select entry_date as day, count(*)::int as n from leads
      where deleted_at is null and entry_date between ${today}::date - 6 and ${today}::date
        and (${owner}::int is null or user_id = ${owner}::int)
      group by entry_date
    ),
    recorded as (
      select f.follow_up_date as day, count(*)::int as n from follow_ups f
      join leads l on l.id = f.lead_id and l.deleted_at is null
      where f.follow_up_date between ${today}::date - 6 and ${today}::date
        and (${owner}::int is null or f.user_id = ${owner}::int)
      group by f.follow_up_date
    )
    select days.day::text as day, coalesce(new_leads.n, 0) as new_leads, coalesce(recorded.n, 0) as follow_ups
    from days
    left join new_leads on new_leads.day = days.day
    left join recorded on recorded.day = days.day
    order by days.day`);
  return rows.map((row) => ({
    Date: row.day,
    NewLeads: Number(row.new_leads),
    FollowUps: Number(row.follow_ups),
  }));
}
