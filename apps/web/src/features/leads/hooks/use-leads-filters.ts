import type { FollowUpView, LeadSort, LeadsListQuery, StatusCatalogue } from '@yaar/shared';
import {
  CUSTOMER_REFERENCE,
  DATE_VIEWS,
  DEFAULT_LEADS_PAGE_SIZE,
  DEFAULT_MAIN_STATUS,
} from '@yaar/shared';
import { useListQuery } from '@/hooks/use-list-query';
import { isLeadSort, viewSort } from '../utils/lead-views';

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

/** A sub-status filter as the address holds it: a StatusId ('21') or a name ('Customer Reference'). */
const parseSubStatus = (value: string): LeadsFilters['subStatus'] =>
  /^\d+$/.test(value) ? Number(value) : value;

/**
 * The Leads list's filters, order and page, and the `POST /leads-list` query they make. They live
 * in the address (`useListQuery`): `?Employee=3&Status=Completed&SubStatus=21&Sort=CompanyName&
 * search=shree&page=2`; a view (the followUp route parameter) gives the defaults, its order too
 * (`LEAD_VIEWS`). `Sort` is always sent: the server infers a default only from FollowUpStatus,
 * which the Completed view does not set.
 */
export function useLeadsFilters(followUp: string | undefined, ownId: number) {
  const view = filtersForView(followUp);
  const defaultSort = viewSort(followUp);
  const list = useListQuery({
    defaults: {
      Employee: '',
      Status: view.mainStatus,
      SubStatus: String(view.subStatus),
      Sort: defaultSort,
    },
    pageSize: DEFAULT_LEADS_PAGE_SIZE,
    search: { id: 'leads-Search', label: 'Search', placeholder: 'Company, owner or mobile' },
  });
  const employeeId = /^\d+$/.test(list.filters.Employee) ? Number(list.filters.Employee) : '';
  const filters: LeadsFilters = {
    employeeId,
    mainStatus: list.filters.Status,
    subStatus: parseSubStatus(list.filters.SubStatus),
    search: list.searchBox,
  };
  const sort = isLeadSort(list.filters.Sort) ? list.filters.Sort : defaultSort;
  const { search, page, pageSize } = list.query;

  const query: LeadsListQuery = {
    UserId: employeeId === '' ? ownId : employeeId,
    ByUser: employeeId !== '',
    Status: filters.mainStatus || undefined,
    SubStatus: filters.subStatus === '' ? undefined : filters.subStatus,
    FollowUpStatus: view.followUpStatus,
    Search: search || undefined,
    Sort: sort,
    Page: page,
    PageSize: pageSize,
  };

  return {
    filters,
    query,
    /** The order shown: the user's, else the view's own. */
    sort,
    defaultSort,
    /** Another order, from page 1; the view's own leaves the address. */
    setSort: (next: LeadSort) => list.setFilters({ Sort: next }),
    setEmployee: (id: number | '') => list.setFilters({ Employee: String(id) }),
    setMainStatus: (mainStatus: string) => list.setFilters({ Status: mainStatus, SubStatus: '' }),
    setSubStatus: (subStatus: number | '') => list.setFilters({ SubStatus: String(subStatus) }),
    setSearch: list.setSearch,
    /** The search box's props. */
    searchField: list.searchField,
    setPage: list.setPage,
  };
}
