import { and, eq, sql } from 'drizzle-orm';
import { DASHBOARD_CARDS, type DashboardCounts } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leadActivityDays, leadStatuses, leadViewCounts, leadViewTotals } from '../../db/schema';
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
 * employee when `userId` is set), oldest first; days without any are there with zeros. Read from
 * the daily totals kept by triggers (`lead_activity_days`): at most seven rows per employee.
 */
export async function countWeekActivity(db: Executor, userId: number | undefined, today: string) {
  const owner = userId ?? null;
  const { rows } = await db.execute<{ day: string; new_leads: number; follow_ups: number }>(sql`
    select days.day::text as day,
      coalesce(sum(a.new_leads), 0)::int as new_leads,
      coalesce(sum(a.follow_ups), 0)::int as follow_ups
    from generate_series(${today}::date - 6, ${today}::date, interval '1 day') as days(day)
    left join ${leadActivityDays} a on a.day = days.day::date
      and (${owner}::int is null or a.user_id = ${owner}::int)
    group by days.day
    order by days.day`);
  return rows.map((row) => ({
    Date: row.day.slice(0, 10),
    NewLeads: Number(row.new_leads),
    FollowUps: Number(row.follow_ups),
  }));
}
