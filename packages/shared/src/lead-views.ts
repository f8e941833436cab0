import type { DashboardCounts } from './lead-view-schemas';
import { CUSTOMER_REFERENCE, type MainStatus } from './reference-values';

/**
 * The dashboard's views (spec 1 §2.6), one rule for every count, list and export. No zod: the
 * dashboard and the lists read these without building schemas (their answers' shapes are in
 * lead-view-schemas.ts).
 */
export const FOLLOW_UP_VIEWS = [
  'Overdue',
  'Today',
  'Upcoming',
  'Pending',
  'Completed',
  'Referral',
] as const;
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number];
/** The views filtered by NextDate against the business day. */
export const DATE_VIEWS = ['Overdue', 'Today', 'Upcoming'] as const;

/**
 * The orders a lead list can take: a column, ascending, or descending with a leading '-'.
 * `Newest` (the default) is the most recently entered lead first; `-UpdatedAt` the most recently
 * worked on (a follow-up or an edit) first.
 */
export const LEAD_SORTS = [
  'Newest',
  'NextDate',
  '-NextDate',
  'EntryDate',
  '-EntryDate',
  'CompanyName',
  '-CompanyName',
  '-UpdatedAt',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** What a view holds: live leads of a main status, maybe one sub status, maybe by NextDate vs today. */
export interface LeadViewRule {
  mainStatus: MainStatus;
  subStatus?: string;
  nextDate?: 'before' | 'on' | 'after';
  /** The order the view's name asks for when the user picked none. */
  sort: LeadSort;
}

/** The six views, defined once: the dashboard's counts, the list's filter and the export use these. */
export const LEAD_VIEWS: Record<FollowUpView, LeadViewRule> = {
  Overdue: { mainStatus: 'Pending', nextDate: 'before', sort: 'NextDate' },
  Today: { mainStatus: 'Pending', nextDate: 'on', sort: 'Newest' },
  Upcoming: { mainStatus: 'Pending', nextDate: 'after', sort: 'NextDate' },
  Pending: { mainStatus: 'Pending', sort: 'Newest' },
  Completed: { mainStatus: 'Completed', sort: '-UpdatedAt' },
  Referral: { mainStatus: 'Pending', subStatus: CUSTOMER_REFERENCE, sort: 'Newest' },
};

export const DASHBOARD_CARDS: {
  title: string;
  view: FollowUpView;
  count: keyof DashboardCounts;
}[] = [
  { title: 'Overdue FollowUp', view: 'Overdue', count: 'OverdueLeads' },
  { title: 'Today FollowUp', view: 'Today', count: 'TodayLeads' },
  { title: 'Upcoming FollowUp', view: 'Upcoming', count: 'UpcomingLeads' },
  { title: 'Pending Leads', view: 'Pending', count: 'PendingLeads' },
  { title: 'Complete Leads', view: 'Completed', count: 'CompleteLeads' },
  { title: 'OY Referral Leads', view: 'Referral', count: 'ReferralLeads' },
];

/**
 * The date view (Overdue, Today or Upcoming) a lead is in, by `LEAD_VIEWS`' rule for those views:
 * a live lead of the view's main status whose NextDate is before, on or after `today`; null for
 * any other lead (completed, or pending without a next date). The map colours its pins by it.
 */
export function dateViewOf(
  lead: { MainStatus: string; NextDate: string | null },
  today: string,
): (typeof DATE_VIEWS)[number] | null {
  if (!lead.NextDate) return null;
  const op = lead.NextDate < today ? 'before' : lead.NextDate === today ? 'on' : 'after';
  return (
    DATE_VIEWS.find(
      (view) => LEAD_VIEWS[view].mainStatus === lead.MainStatus && LEAD_VIEWS[view].nextDate === op,
    ) ?? null
  );
}
