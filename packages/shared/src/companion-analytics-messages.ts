// No zod here: the admin's dashboard shows the analytics with these without building schemas.

/** The company modal's buttons: every company, those whose owner's licence runs, the rest. */
export const COMPANY_FILTERS = ['All', 'Active', 'Expired'] as const;
export type CompanyFilter = (typeof COMPANY_FILTERS)[number];

/** Reminder analytics opens on the 17 days before today, through today (spec 2 §9). */
export const REMINDER_RANGE_DAYS = 17;
/** The reminder search waits this long after the last key (spec 2 §9). */
export const REMINDER_SEARCH_DEBOUNCE_MS = 500;

export const analyticsMessages = {
  analytics: 'OYaar analytics',
  countings: 'Reminder analytics',
  dateOrder: 'To Date must be on or after From Date.',
  filterInvalid: 'Choose All, Active or Expired.',
  searchTooLong: 'Search must be at most 100 characters.',
  companiesFile: 'company_licenses.xlsx',
  usersFile: 'users.xlsx',
  remindersFile: 'reminder_analytics.xlsx',
} as const;
