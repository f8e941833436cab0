import type { DashboardActivity, DashboardCounts } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { cachePerDatabase } from '../../lib/notified-cache';
import { visibleScope } from '../leads';
import { countLeadViews, countWeekActivity } from './dashboard.repository';

/**
 * The six cards per scope and business day, per process, emptied by the 'leads_changed'
 * notification (a trigger on leads and lead_statuses, the tables the counts are kept from): this
 * process's own writes empty it before they return, another process's within milliseconds.
 */
const countsOf = cachePerDatabase<DashboardCounts>({
  channel: 'leads_changed',
  maxAgeMs: 30_000,
  maxEntries: 5_000,
});

/** `GET /dashboard-counts`: the caller's own leads (staff) or every lead (administrator). */
export async function getDashboardCounts(
  ctx: AppContext,
  actor: AuthUser,
): Promise<DashboardCounts> {
  const { ownerId } = visibleScope(actor);
  const today = businessToday(ctx);
  const cache = countsOf(ctx.db);
  const key = `${ownerId ?? 'all'}|${today}`;
  const now = ctx.clock.now().getTime();
  const kept = cache.get(key, now);
  if (kept) return kept;
  const generation = cache.generation;
  const counts = await countLeadViews(ctx.db, ownerId, today);
  cache.set(key, counts, now + 30_000, generation, now);
  return counts;
}

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
