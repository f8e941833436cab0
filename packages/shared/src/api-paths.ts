/**
 * The API's paths, every domain's, with no zod: a screen that only reads (the dashboard, a list)
 * names its calls without building the schemas of its forms. Each domain's module keeps its
 * schemas and messages; its paths are here (health's in `health-paths.ts`, sign-in's in
 * `auth-messages.ts`, for the same reason).
 */

/**
 * Employee commissions (spec 2 §2, §3, §7; DESIGN §7 "Employee commission"): what an employee
 * earned by their sales, the payments made to them (Users List → Payment) and the Commission
 * Report. The rates per sale are the user's own fields (`user-admin.ts`).
 */
export const commissionPaths = {
  payCommission: '/pay-commission',
  commissionHistory: '/commission-history',
  commissionDelete: '/commission-delete',
  commissionReport: '/commission-report',
  commissionReportFile: '/commission-report-file',
} as const;

/**
 * The companion app's analytics (spec 1 §2.6, spec 2 Reminder Analytics): companies and app users
 * registered over a range, and the reminders each live company sent. On the companion API.
 */
export const analyticsPaths = {
  /** The dashboard's OYaar Analytics (spec 1 §7: path not shown, ours). */
  analytics: '/analytics',
  /** Reminder analytics (spec 2 §7). */
  countings: '/countings',
} as const;

/** Announcements of the companion app (spec 2 §3, §5, §7, §9): to its businesses or its customers. */
export const announcementPaths = {
  announcementForAll: '/announcement-for-all',
  announcementList: '/announcement-list',
} as const;

/** On the companion API (`/oyaar-api`). */
export const mediaPaths = {
  insertMedia: '/insert-media',
  mediaDelete: '/media-delete',
  mediaList: '/media-list',
  /** The image behind its signed URL: `/media-image/{id}?expires=&signature=`. */
  mediaImage: '/media-image',
} as const;

/**
 * Offers of the companion app (spec 2 §2, §3, §4, §7, §8, §9): posted by companies, approved by the
 * back office. The spec does not show the list's path: ours is `GET /offers-list`.
 */
export const offerPaths = {
  offersList: '/offers-list',
  sendOffers: '/send-offers',
  /** The offer's image by its signed URL (`FilePath` of the list): `/offer-image/:id`. */
  offerImage: '/offer-image',
} as const;

/**
 * General Settings (spec 2 §2 'six cards', §3, §5, §7; DESIGN §3, §7): a company's reminder days,
 * UPI id and receive-payments switch, the app's tutorial links and default messages, and the
 * one-time security PIN of an app user. All on the companion API (`/oyaar-api`).
 */
export const settingsPaths = {
  allCompanies: '/all-companies',
  setReminderDays: '/set-reminder-days',
  setUpiId: '/set-upi-id',
  setReceivePayments: '/received-payment/set-receive-payments',
  tutorialLinks: '/tutorial-links',
  setTutorialLinks: '/set-tutorial-links',
  defaultMessages: '/default-msgs',
  updateDefaultMessages: '/update-default-msgs',
  referredUsername: '/get-referred-username',
  securityPin: '/security-pin',
} as const;

/** On the companion API (`/oyaar-api`). */
export const versionPaths = {
  versionList: '/version-list',
  versionCreate: '/version-create',
  versionDelete: '/version-delete/:id',
} as const;

export const dashboardPaths = { dashboardActivity: '/dashboard-activity' } as const;

/** Leads in bulk (spec 2 §2, §5, §7, §9; DESIGN §7): assign from the admin's pool, import from Excel. */
export const leadBulkPaths = {
  assignLeads: '/assign-leads',
  importLeads: '/import-leads',
  /** The header row of an import, as an `.xlsx` to fill in. */
  importTemplate: '/import-leads-template',
  /** The refused rows of one import, with a Reason column. */
  importErrors: '/import-leads-errors/:file',
} as const;

/** Paths the spec does not show (DESIGN §4: same style, listed in OpenAPI). */
export const leadPaths = {
  dashboardCounts: '/dashboard-counts',
  statusesList: '/statuses-list',
  leadsList: '/leads-list',
  leadCreate: '/lead-create',
  leadUpdate: '/lead-update',
  leadDetails: '/lead-details',
  leadDelete: '/lead-delete',
  transferLeads: '/transfer-leads',
  createFollowUp: '/create-followup',
  followUpsList: '/followups-list',
  refName: '/ref-name',
  leadFile: '/lead-file',
} as const;

/** Paths of spec 2 §7 (exact) and ours (the signed report file). */
export const licencePaths = {
  searchLicense: '/search-license',
  updateLicense: '/update-license',
  licenseTransactions: '/license-transactions',
  deleteLicenseTransaction: '/delete-license-transaction',
  reportLicense: '/report-license',
  /** Opened from the signed URL, without the bearer header. */
  licenseReportFile: '/license-report-file',
} as const;

/** GSTR-1 of a month as the GST portal's JSON (issue 42; ours): beside the licence report. */
export const gstr1Paths = { gstr1: '/gstr1' } as const;

/** Payment QR (spec 2 §2, §9; DESIGN §7): public, two UPI QR codes. */
export const paymentQrPaths = { paymentQr: '/payment-qr' } as const;

export const citiesPaths = {
  citiesList: '/cities-list',
} as const;

/**
 * Referral commissions (spec 2 §3, §5, §7; DESIGN §7 "Referral commission"): an app user of the
 * companion app refers a business as a lead (RefMobileNo = their mobile); once the business has
 * installed, the referrer is owed the commission, paid in one or more payments.
 */
export const referralPaths = {
  referralList: '/pending-payment-reference-leads',
  payReferral: '/pay-referense-commission',
  referralHistory: '/pay-transaction-history-ref-leads',
} as const;

/** On the companion API (`/oyaar-api`): the referrer is one of its app users. */
export const referrerPaths = { updatePaymentInfo: '/update-user-payment-info' } as const;

/**
 * Follow-up reminders by Web Push (issue 33): an employee's devices subscribe with the server's
 * VAPID key; the daily run sends each employee with follow-ups due one notification.
 */
export const reminderPaths = {
  pushKey: '/push-key',
  pushSubscription: '/push-subscription',
  pushSubscriptionDelete: '/push-subscription-delete',
  runReminders: '/run-reminders',
} as const;

/** Customer messages (issue 44): WhatsApp Business invoices and notices, and Meta's webhook. */
export const whatsappPaths = {
  sendInvoice: '/send-invoice',
  whatsappMessages: '/whatsapp-messages',
  whatsappWebhook: '/whatsapp-webhook',
} as const;

/** Licence renewals (issue 33): the SMS notices before expiry and the Renewals due list. */
export const renewalPaths = {
  renewalsDue: '/renewals-due',
  runRenewalNotices: '/run-renewal-notices',
  myRenewalsDue: '/my-renewals-due',
} as const;

/**
 * The administrator's Users List (spec 2 §2, §5): edit, activate/deactivate, each employee's
 * commission rates. The commission ledger itself is `commissions.ts`.
 */
export const userAdminPaths = {
  updateUser: '/update-user',
} as const;

export const usersPaths = {
  usersList: '/users-list',
} as const;

/** Visits (issue 34): a check-in at a lead, an employee's day, the leads on a map. */
export const visitPaths = {
  leadVisit: '/lead-visit',
  visitsDay: '/visits-day',
  leadsMap: '/leads-map',
  /** `GET /visit-photo/:visitId?expires=&signature=`: a visit's photo by its signed URL. */
  visitPhoto: '/visit-photo',
} as const;

/** A lead's timeline (issue 43): everything that happened to it, newest first. */
export const leadTimelinePaths = {
  leadTimeline: '/lead-timeline',
} as const;
