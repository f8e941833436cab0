import type { FollowUpView, LeadSort } from '@yaar/shared';
import { DASHBOARD_CARDS, LEAD_SORTS, LEAD_VIEWS } from '@yaar/shared';
import type { DataTableSort } from '@/components/ui/data-table';

/** The dashboard view a followUp route parameter names, if it names one. */
export const leadViewOf = (followUp: string | undefined): FollowUpView | undefined =>
  followUp !== undefined && Object.hasOwn(LEAD_VIEWS, followUp)
    ? (followUp as FollowUpView)
    : undefined;

/** The view's name as its dashboard card says it ('Overdue FollowUp'), or undefined for none. */
export const leadViewTitle = (followUp: string | undefined): string | undefined => {
  const view = leadViewOf(followUp);
  return DASHBOARD_CARDS.find((card) => card.view === view)?.title;
};

export const isLeadSort = (value: string): value is LeadSort =>
  (LEAD_SORTS as readonly string[]).includes(value);

/** The order a view's name asks for (`LEAD_VIEWS`); the newest lead first without a view. */
export const viewSort = (followUp: string | undefined): LeadSort => {
  const view = leadViewOf(followUp);
  return view ? LEAD_VIEWS[view].sort : 'Newest';
};

/** A lead sort as the table's headers show it: 'NextDate' ascending, '-NextDate' descending. */
export const toTableSort = (sort: LeadSort): DataTableSort =>
  sort.startsWith('-')
    ? { key: sort.slice(1), direction: 'desc' }
    : { key: sort, direction: 'asc' };

/** A header's sort as a lead sort (undefined for a key the server does not sort by). */
export const fromTableSort = ({ key, direction }: DataTableSort): LeadSort | undefined => {
  const sort = direction === 'desc' ? `-${key}` : key;
  return isLeadSort(sort) ? sort : undefined;
};

/** The phone's 'Sort by' choices, in words. */
export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  Newest: 'Newest lead first',
  '-UpdatedAt': 'Latest worked on first',
  NextDate: 'Next Date, soonest first',
  '-NextDate': 'Next Date, latest first',
  '-EntryDate': 'Entry Date, newest first',
  EntryDate: 'Entry Date, oldest first',
  CompanyName: 'Company Name, A–Z',
  '-CompanyName': 'Company Name, Z–A',
};

/** The sorts a user picks among: the columns', and the view's own order when it is none of them. */
const COLUMN_SORTS: LeadSort[] = [
  'NextDate',
  '-NextDate',
  '-EntryDate',
  'EntryDate',
  'CompanyName',
  '-CompanyName',
];
export const sortChoices = (viewDefault: LeadSort, current: LeadSort): LeadSort[] => {
  const own = [viewDefault, current].filter((sort) => !COLUMN_SORTS.includes(sort));
  return [...new Set([...own, ...COLUMN_SORTS])];
};
