/**
 * Query keys shared across features, so that a change in one (a follow-up, a transfer, a delete)
 * can refresh what the others show without importing them.
 */
export const queryKeys = {
  /** Reset, not invalidated, by a lead change: the dashboard then shows its spinner, never old counts. */
  dashboardCounts: ['dashboard-counts'] as const,
  statuses: ['statuses'] as const,
  employees: ['users', 'employees'] as const,
  /** Every lead query: lists and details. */
  leads: ['leads'] as const,
  leadsList: (query: object) => ['leads', 'list', query] as const,
  lead: (id: number) => ['leads', 'details', id] as const,
  /** A lead's timeline (one kind, or '' for all): under `leads`, so every lead change refreshes it. */
  leadTimeline: (id: number, type: string) => ['leads', 'timeline', id, type] as const,
  /** Every follow-up list. */
  followUps: ['follow-ups'] as const,
  followUpsOf: (leadId: number) => ['follow-ups', leadId] as const,
  refName: (mobileNo: string) => ['ref-name', mobileNo] as const,
};
