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
