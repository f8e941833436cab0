import type { LeadEvent, LeadEventType } from '@yaar/shared';
import { leadTimelinePaths } from '@yaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage, type ListPage } from '@/hooks/use-paged-list';
import { queryKeys } from '@/lib/query-keys';

/** Events a page: a phone screen and a little more, so the first page fills it. */
export const TIMELINE_PAGE_SIZE = 20;

/** The page after `last`, or undefined when `last` reached the total. */
export const nextTimelinePage = (last: ListPage<LeadEvent>) =>
  last.meta && last.meta.page * last.meta.pageSize < last.meta.total
    ? last.meta.page + 1
    : undefined;

/**
 * `POST /lead-timeline`: a lead's events, newest first, a page at a time as the list is scrolled
 * (`fetchNextPage`). Kept on the phone with the lead's details (lib/offline-cache: the pages seen).
 */
export const useLeadTimeline = (leadId: number, type: LeadEventType | '') =>
  useInfiniteQuery({
    queryKey: queryKeys.leadTimeline(leadId, type),
    queryFn: ({ pageParam }) =>
      fetchPage<LeadEvent>(
        { path: leadTimelinePaths.leadTimeline },
        {
          LeadId: leadId,
          Type: type || undefined,
          Page: pageParam,
          PageSize: TIMELINE_PAGE_SIZE,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: nextTimelinePage,
    enabled: Number.isInteger(leadId) && leadId > 0,
    staleTime: 0,
  });
