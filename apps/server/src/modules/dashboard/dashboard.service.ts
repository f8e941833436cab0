import type { DashboardActivity, DashboardCounts } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { visibleScope } from '../leads';
import { countLeadViews, countWeekActivity } from './dashboard.repository';

/** `GET /dashboard-counts`: the caller's own leads (staff) or every lead (administrator). */
export const getDashboardCounts = (ctx: AppContext, actor: AuthUser): Promise<DashboardCounts> =>
  countLeadViews(ctx.db, visibleScope(actor).ownerId, businessToday(ctx));

/** `GET /dashboard-activity`: today's visits and the week's trend, of the same leads as the counts. */
export async function getDashboardActivity(
  ctx: AppContext,
  actor: AuthUser,
): Promise<DashboardActivity> {
  const week = await countWeekActivity(ctx.db, visibleScope(actor).ownerId, businessToday(ctx));
  const today = week.at(-1)!;
  return {
    VisitsToday: today.NewLeads + today.FollowUps,
    NewLeadsThisWeek: week.reduce((sum, day) => sum + day.NewLeads, 0),
    FollowUpsThisWeek: week.reduce((sum, day) => sum + day.FollowUps, 0),
    Week: week,
  };
}
