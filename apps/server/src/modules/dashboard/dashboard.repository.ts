import { and, eq, sql } from 'drizzle-orm';
import { DASHBOARD_CARDS, type DashboardCounts } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leadActivityDays, leadStatuses, leadViewCounts, leadViewTotals } from '../../db/schema';
import { leadViewFilter, viewConditions } from '../leads';

/**
 * The six cards' query for one business day, over every owner (`all`) or one (`userId`
 * placeholder), prepared once per database handle and day: built by drizzle and planned by
 * PostgreSQL once, not on every dashboard load.
 */
function prepareCountLeadViews(db: Executor, scope: 'all' | 'owner', today: string) {
  const counts = scope === 'all' ? leadViewTotals : leadViewCounts;
  const columns = Object.fromEntries(
    DASHBOARD_CARDS.map(({ view, count }) => {
      const condition = and(...viewConditions(leadViewFilter(view, today), counts));
      return [
        count,
        sql<number>`coalesce(sum(${counts.leads}) filter (where ${condition}), 0)`.mapWith(Number),
      ];
    }),
  ) as Record<keyof DashboardCounts, ReturnType<typeof sql<number>>>;
  return db
    .select(columns)
    .from(counts)
    .innerJoin(leadStatuses, eq(leadStatuses.id, counts.statusId))
    .where(scope === 'all' ? undefined : eq(leadViewCounts.userId, sql.placeholder('userId')))
    .prepare(`lead_view_counts_${scope}_${today.replaceAll('-', '')}`);
}

/** Per database handle: the day the prepared count queries are for, and the two queries. */
const preparedCounts = new WeakMap<
  Executor,
  {
    today: string;
    all: ReturnType<typeof prepareCountLeadViews>;
    owner: ReturnType<typeof prepareCountLeadViews>;
  }
>();

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
  let prepared = preparedCounts.get(db);
  if (prepared?.today !== today) {
    prepared = {
      today,
      all: prepareCountLeadViews(db, 'all', today),
      owner: prepareCountLeadViews(db, 'owner', today),
    };
    preparedCounts.set(db, prepared);
  }
  const [row] =
    ownerId === undefined
      ? await prepared.all.execute()
      : await prepared.owner.execute({ userId: ownerId });
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
