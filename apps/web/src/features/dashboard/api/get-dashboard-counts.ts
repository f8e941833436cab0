import type { DashboardCounts } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /dashboard-counts`: the six follow-up counts. A failure is only logged (spec 1 §2.6). */
export async function getDashboardCounts(): Promise<DashboardCounts | null> {
  try {
    const answer = await api.get<DashboardCounts>(leadPaths.dashboardCounts);
    return answer.status === 200 && answer.data ? answer.data : null;
  } catch (error) {
    console.error('Could not load the dashboard counts', error);
    return null;
  }
}

export const dashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardCounts, queryFn: getDashboardCounts });

export const useDashboardCounts = () => useQuery(dashboardCountsQueryOptions());
