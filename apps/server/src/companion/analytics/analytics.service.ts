import {
  addDays,
  REMINDER_RANGE_DAYS,
  type Analytics,
  type AnalyticsQuery,
  type CountingsQuery,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { businessToday } from '../../lib/clock';
import { pagedList, pageWindow } from '../../lib/paging';
import {
  countActiveCompanies,
  countLiveCompanies,
  countRegistrations,
  liveCompanyReminders,
  registeredCompanies,
  registeredUsers,
  type DayRange,
} from './analytics.repository';

export const analyticsRange = (ctx: AppContext, query: AnalyticsQuery): DayRange => ({
  from: query.FromDate,
  to: query.ToDate,
  timeZone: ctx.config.BUSINESS_TZ,
});

/** Reminder analytics' range: as asked, else the 17 days before today through today (spec 2 §9). */
export function remindersRange(ctx: AppContext, query: CountingsQuery): DayRange {
  const today = businessToday(ctx);
  return {
    from: query.EntryFrom ?? addDays(query.EntryTo ?? today, -REMINDER_RANGE_DAYS),
    to: query.EntryTo ?? today,
    timeZone: ctx.config.BUSINESS_TZ,
  };
}

/**
 * The dashboard's OYaar Analytics (spec 1 §2.6): the range's counts (companies, of them active and
 * expired, app users) and the page asked for (the first without one) of its companies of the
 * chosen licence state and of its users.
 */
export async function readAnalytics(ctx: AppContext, query: AnalyticsQuery): Promise<Analytics> {
  const range = analyticsRange(ctx, query);
  const today = businessToday(ctx);
  const page = pageWindow(query) ?? pageWindow({ Page: 1 })!;
  const [registered, active, companyPage, userPage] = await Promise.all([
    countRegistrations(ctx.db, range),
    countActiveCompanies(ctx.db, range, today),
    registeredCompanies(ctx.db, range, query.FilterCompany, today, page),
    registeredUsers(ctx.db, range, page),
  ]);
  return {
    counts: {
      Companies: registered.companies,
      Active: active,
      Expired: registered.companies - active,
      Users: registered.appUsers,
    },
    companies: companyPage,
    users: userPage,
  };
}

/** Reminder analytics: one page (the first without one) of live companies, most reminders first. */
export function readCountings(ctx: AppContext, query: CountingsQuery) {
  const range = remindersRange(ctx, query);
  const today = businessToday(ctx);
  return pagedList(query, {
    unpaged: 'first page',
    fetchRows: (page) => liveCompanyReminders(ctx.db, range, query.Search, today, page),
    countRows: () => countLiveCompanies(ctx.db, query.Search, today),
  });
}
