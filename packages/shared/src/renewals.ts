import { z } from 'zod';
import { optionalDate, wholeNumber, zeroOneFlag } from './common';
import { licenceTotals } from './licence-money';
import { pageQueryShape } from './paging';

/** Licence renewals (issue 33): the SMS notices before expiry and the Renewals due list. */

/** Days before the expiry a licence's customer gets a renewal SMS; 0 is the last day itself. */
export const RENEWAL_NOTICE_DAYS = [30, 7, 1, 0] as const;
/** How far ahead the salesperson's dashboard looks, and how many of the next it names. */
export const MY_RENEWALS_DAYS = 30;
export const MY_RENEWALS_SHOWN = 5;
export const RENEWALS_DUE_MAX_DAYS = 366;
/** How many days back an administrator may run the renewal notices of (after an outage). */
export const RENEWAL_RUN_DAYS_BACK = 7;

export const renewalMessages = {
  list: 'Renewals due.',
  daysInvalid: `Days must be a whole number from 0 to ${RENEWALS_DUE_MAX_DAYS}.`,
  noticesRun: (sent: number, day: string) =>
    `${sent} renewal ${sent === 1 ? 'notice' : 'notices'} sent for ${day}.`,
  noRemindersLabel: 'No renewal reminders (SMS)',
  dateOutOfRange: `Renewal notices can be sent for today or up to ${RENEWAL_RUN_DAYS_BACK} days before.`,
} as const;

/**
 * What a licence's renewal costs: its usual product and server charges with GST (18 %: 9 % + 9 %
 * when the customer is in the supplier's state), by the one licence arithmetic.
 */
export const renewalAmountOf = (
  productChargesPaise: number,
  serverChargesPaise: number,
  intraState: boolean,
) =>
  licenceTotals({
    productCharges: productChargesPaise,
    serverCharges: serverChargesPaise,
    waBalance: 0,
    freeWABalance: true,
    gst: true,
    intraState,
  }).totalCharges;

export const renewalsDueQuerySchema = z.object({
  ...pageQueryShape,
  Days: z.preprocess(
    (value) => (value === undefined || value === '' ? 30 : value),
    wholeNumber(renewalMessages.daysInvalid, 0, RENEWALS_DUE_MAX_DAYS),
  ),
  Export: zeroOneFlag(),
});
export type RenewalsDueQuery = z.output<typeof renewalsDueQuerySchema>;

/** One licence due for renewal; money in rupees ('1500.00'). */
export const renewalDueSchema = z.object({
  id: z.number(),
  Product: z.string(),
  Name: z.string(),
  MobileNo: z.string(),
  /** The expiry day, YYYY-MM-DD. */
  LicenseKey: z.string(),
  /** Product + server charges, before GST. */
  UsualCharges: z.string(),
  /** The usual charges with GST: what the notice asks for. */
  RenewalAmount: z.string(),
  /** Renewal SMS sent for this expiry (0 to 4). */
  NoticesSent: z.number(),
  NoReminders: z.number(),
  /** Who sold it (the latest purchase or renewal), '' when none. */
  EmployeeName: z.string(),
});
export type RenewalDue = z.infer<typeof renewalDueSchema>;

export const myRenewalsDueSchema = z.object({
  /** The caller's customers whose licences expire within MY_RENEWALS_DAYS. */
  Count: z.number(),
  Next: z.array(renewalDueSchema),
});
export type MyRenewalsDue = z.infer<typeof myRenewalsDueSchema>;

export const runRenewalNoticesSchema = z.object({
  /** The business day to run (YYYY-MM-DD); absent: today in BUSINESS_TZ. */
  Date: optionalDate,
});

export const renewalNoticesRunSchema = z.object({
  Day: z.string(),
  Sent: z.number(),
  Failed: z.number(),
});
export type RenewalNoticesRun = z.infer<typeof renewalNoticesRunSchema>;
