import type { DashboardCounts } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { visibleScope } from '../leads/lead-access';
import { countLeadViews } from './dashboard.repository';

/** `GET /dashboard-counts`: the caller's own leads (staff) or every lead (administrator). */
export const getDashboardCounts = (ctx: AppContext, actor: AuthUser): Promise<DashboardCounts> =>
  countLeadViews(ctx.db, visibleScope(actor).ownerId, businessToday(ctx));
