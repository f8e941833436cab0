import { generatePath } from 'react-router';

/** Route names of spec 1 §2.1 and spec 2 §2, with their paths. */
export const paths = {
  SignIn: '/signin',
  SignUp: '/signup',
  Dashboard: '/',
  Leads: '/leads/:followUp?',
  LeadCreate: '/lead-create',
  LeadUpdate: '/lead-update/:id/:followUp?',
  FollowUp: '/followups/:id/:followUp?',
  PaymentQR: '/payment-qr',
  OYaarOffers: '/oyaar-offers',
  UserList: '/users-list',
  License: '/license',
  LicenseTransactions: '/license-transactions',
  OYRefCommission: '/referral-commission',
  LicenseReport: '/license-report',
  CommissionReport: '/commission-report',
  OYaarAnnouncements: '/oyaar-announcements',
  OYaarMedia: '/oyaar-media',
  OYaarVersions: '/oyaar-versions',
  OYaarRemindersAnalysis: '/oyaar-reminders-analysis',
  AssignLeads: '/assign-leads',
  ImportLeads: '/import-leads',
  GeneralSettings: '/general-settings',
} as const;

export type RouteName = keyof typeof paths;

/** The address of a named route, e.g. `pathTo('Leads', { followUp: 'Today' })`. */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}) {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) values[key] = String(value);
  }
  const pattern: string = paths[name];
  return generatePath(pattern, values);
}
