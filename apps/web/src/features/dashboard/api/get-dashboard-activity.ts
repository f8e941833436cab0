import type { DashboardActivity } from '@yaar/shared';
import { dashboardPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /dashboard-activity`: today's visits and the week's trend. A failure throws. */
export async function getDashboardActivity(): Promise<DashboardActivity | null> {
  const answer = await api.get<DashboardActivity>(dashboardPaths.dashboardActivity);
  return answer.data ?? null;
}

/** Under the dashboard counts' key: a lead change that resets the counts resets this too. */
export const dashboardActivityQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.dashboardCounts, 'activity'],
    queryFn: getDashboardActivity,
  });

export const useDashboardActivity = () => useQuery(dashboardActivityQueryOptions());
