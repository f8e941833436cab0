import type { Analytics, AnalyticsQuery } from '@yaar/shared';
import { analyticsPaths } from '@yaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oyaarApi } from '@/lib/api';

export type AnalyticsFilter = Partial<Pick<AnalyticsQuery, 'FromDate' | 'ToDate'>> & {
  FilterCompany?: AnalyticsQuery['FilterCompany'];
  Page?: number;
  PageSize?: number;
};

export const analyticsKeys = { all: ['companion', 'analytics'] as const };

/** `POST /analytics` (companion API): the range's counts and a page of companies and users. */
export async function getAnalytics(filter: AnalyticsFilter): Promise<Analytics | null> {
  const answer = await oyaarApi.post<Analytics>(analyticsPaths.analytics, filter);
  return answer.data ?? null;
}

/** The dashboard's OYaar Analytics for a filter; the previous answer stays while the next loads. */
export const useAnalytics = (filter: AnalyticsFilter, enabled = true) =>
  useQuery({
    queryKey: [...analyticsKeys.all, filter],
    queryFn: () => getAnalytics(filter),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Reminder analytics' source for `usePagedList` (POST, the query as the body). */
export const countingsSource = {
  client: oyaarApi,
  path: analyticsPaths.countings,
  method: 'POST',
  key: ['companion', 'countings'],
} as const;
