import type { RenewalDue } from './renewals';

/**
 * Answers both sides' tests agree on (not part of the app): the server's tests check that it
 * answers them, the web app's tests are served them. `@yaar/shared/examples`.
 */

/** Asha Traders' OYaar licence, sold by Ravi, due on 28 November 2026 with one notice sent. */
export const ASHA_TRADERS_RENEWAL_DUE: Omit<RenewalDue, 'id'> = {
  Product: 'OYaar',
  Name: 'Asha Traders',
  MobileNo: '9100000201',
  LicenseKey: '2026-11-28',
  UsualCharges: '1500.00',
  RenewalAmount: '1770.00',
  NoticesSent: 1,
  NoReminders: 0,
  EmployeeName: 'Ravi Tester',
};
