import { LEAD_VIEWS, type FollowUpView } from '@yaar/shared';
import type { LeadFilter } from './leads-list.repository';

/**
 * A view of spec 1 §2.6 (`LEAD_VIEWS`, defined once in the shared package) as list-filter fields,
 * with `today` the business day: the dashboard counts and the list both read it from here.
 */
export function leadViewFilter(
  view: FollowUpView,
  today: string,
): Omit<LeadFilter, 'search' | 'ownerId'> {
  const rule = LEAD_VIEWS[view];
  return {
    mainStatuses: [rule.mainStatus],
    ...(rule.subStatus === undefined ? {} : { subStatusName: rule.subStatus }),
    ...(rule.nextDate === undefined ? {} : { nextDate: { op: rule.nextDate, day: today } }),
  };
}
