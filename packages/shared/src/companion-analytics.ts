import { z } from 'zod';
import { absentIfBlank, optionalDate, optionalText, zeroOneFlag } from './common';
import { COMPANY_FILTERS, analyticsMessages } from './companion-analytics-messages';
import { pageQueryShape } from './paging';

/**
 * The companion app's analytics (spec 1 §2.6, spec 2 Reminder Analytics): companies and app users
 * registered over a range, and the reminders each live company sent. On the companion API.
 */

const dateOrder =
  <From extends string, To extends string>(from: From, to: To) =>
  (query: Partial<Record<From | To, string>>) =>
    !query[from] || !query[to] || query[from] <= query[to];

/** The dashboard's analytics filter (spec 1 §3): one page of each list, or a sheet. */
export const analyticsQuerySchema = z
  .object({
    ...pageQueryShape,
    FromDate: optionalDate,
    ToDate: optionalDate,
    FilterCompany: z.preprocess(
      absentIfBlank,
      z.enum(COMPANY_FILTERS, { error: analyticsMessages.filterInvalid }).default('All'),
    ),
    ExportCompany: zeroOneFlag(),
    ExportUsers: zeroOneFlag(),
  })
  .refine(dateOrder('FromDate', 'ToDate'), {
    path: ['ToDate'],
    error: analyticsMessages.dateOrder,
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** Reminder analytics' filter (spec 2 §7): a range (17 days to today by default) and a search. */
export const countingsQuerySchema = z
  .object({
    ...pageQueryShape,
    EntryFrom: optionalDate,
    EntryTo: optionalDate,
    Search: optionalText(100, analyticsMessages.searchTooLong),
    ExportCompany: zeroOneFlag(),
    ExportUsers: zeroOneFlag(),
  })
  .refine(dateOrder('EntryFrom', 'EntryTo'), {
    path: ['EntryTo'],
    error: analyticsMessages.dateOrder,
  });
export type CountingsQuery = z.output<typeof countingsQuerySchema>;

/** A company as analytics show it (spec 1 §3, spec 2 §3). LicenseKey: the owner's OYaar expiry. */
export const analyticsCompanySchema = z.object({
  id: z.number(),
  Name: z.string(),
  MobileNo: z.string(),
  ReminderCount: z.number(),
  EntryDate: z.string(),
  owner: z.object({
    FirstName: z.string(),
    LastName: z.string(),
    LicenseKey: z.string().nullable(),
  }),
});
export type AnalyticsCompany = z.infer<typeof analyticsCompanySchema>;

export const analyticsUserSchema = z.object({
  id: z.number(),
  Name: z.string(),
  MobileNo: z.string(),
  EntryDate: z.string(),
});
export type AnalyticsUser = z.infer<typeof analyticsUserSchema>;

/** The counts of the range: the two cards, and the company modal's buttons. */
export const analyticsCountsSchema = z.object({
  Companies: z.number(),
  Active: z.number(),
  Expired: z.number(),
  Users: z.number(),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

export const analyticsSchema = z.object({
  counts: analyticsCountsSchema,
  /** The page asked for of the companies of `FilterCompany`, newest first. */
  companies: z.array(analyticsCompanySchema),
  /** The same page of the app users, newest first. */
  users: z.array(analyticsUserSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
