import type { FollowUpView, LeadsListQuery, StatusCatalogue } from '@yaar/shared';
import {
  CUSTOMER_REFERENCE,
  DATE_VIEWS,
  DEFAULT_LEADS_PAGE_SIZE,
  DEFAULT_MAIN_STATUS,
} from '@yaar/shared';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** What the pickers hold. A sub status is its StatusId, or a name set by the view (Referral). */
export interface LeadsFilters {
  employeeId: number | '';
  mainStatus: string;
  /** A StatusId, a sub status name, or '' for any. */
  subStatus: number | string;
  search: string;
}

const isDateView = (value: string): value is (typeof DATE_VIEWS)[number] =>
  (DATE_VIEWS as readonly string[]).includes(value);

/**
 * The filters a followUp route parameter sets (spec 1 §2.7): Pending or Completed set the main
 * status; Referral sets Pending and 'Customer Reference'; Overdue, Today and Upcoming set Pending
 * and the follow-up status; none loads all of the user's leads. An unknown value sets only
 * Pending (the server knows no other follow-up status).
 */
export function filtersForView(followUp: string | undefined) {
  const none = {
    mainStatus: '',
    subStatus: '' as LeadsFilters['subStatus'],
    followUpStatus: undefined,
  };
  if (!followUp) return none;
  if (followUp === 'Pending' || followUp === 'Completed') return { ...none, mainStatus: followUp };
  if (followUp === 'Referral')
    return { ...none, mainStatus: DEFAULT_MAIN_STATUS, subStatus: CUSTOMER_REFERENCE };
  return {
    ...none,
    mainStatus: DEFAULT_MAIN_STATUS,
    followUpStatus: isDateView(followUp) ? (followUp as FollowUpView) : undefined,
  };
}

/** The StatusId a sub-status filter stands for in the catalogue ('' when none). */
export function subStatusId(
  catalogue: StatusCatalogue,
  mainStatus: string,
  subStatus: LeadsFilters['subStatus'],
): number | '' {
  if (typeof subStatus === 'number' || subStatus === '') return subStatus;
  return catalogue[mainStatus]?.find((item) => item.SubStatus === subStatus)?.StatusId ?? '';
}

/** The Leads list's filters and page, and the `POST /leads-list` query they make. */
export function useLeadsFilters(followUp: string | undefined, ownId: number) {
  const view = filtersForView(followUp);
  const [filters, setFilters] = useState<LeadsFilters>({
    employeeId: '',
    mainStatus: view.mainStatus,
    subStatus: view.subStatus,
    search: '',
  });
  const search = useDebouncedValue(filters.search.trim(), 350);
  // The page belongs to the search it was picked under: a new search term starts at page 1.
  const [paging, setPaging] = useState({ page: 1, search });
  const page = paging.search === search ? paging.page : 1;

  const query: LeadsListQuery = {
    UserId: filters.employeeId === '' ? ownId : filters.employeeId,
    ByUser: filters.employeeId !== '',
    Status: filters.mainStatus || undefined,
    SubStatus: filters.subStatus === '' ? undefined : filters.subStatus,
    FollowUpStatus: view.followUpStatus,
    Search: search || undefined,
    Page: page,
    PageSize: DEFAULT_LEADS_PAGE_SIZE,
  };

  /** Any filter starts again at page 1. */
  const change = (next: Partial<LeadsFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging({ page: 1, search });
  };

  return {
    filters,
    query,
    setEmployee: (employeeId: number | '') => change({ employeeId }),
    setMainStatus: (mainStatus: string) => change({ mainStatus, subStatus: '' }),
    setSubStatus: (subStatus: number | '') => change({ subStatus }),
    setSearch: (value: string) => setFilters((current) => ({ ...current, search: value })),
    setPage: (next: number) => setPaging({ page: next, search }),
  };
}
