import type { DashboardCounts } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /dashboard-counts`: the six follow-up counts. A failure throws; the query cache logs it
 * (spec 1 §2.6) and the dashboard says what failed with Retry.
 */
export async function getDashboardCounts(): Promise<DashboardCounts | null> {
  const answer = await api.get<DashboardCounts>(leadPaths.dashboardCounts);
  return answer.data ?? null;
}

export const dashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardCounts, queryFn: getDashboardCounts });

export const useDashboardCounts = () => useQuery(dashboardCountsQueryOptions());
