// The route table without react-router: the entry reads it before any of the app has loaded
// (main.ts: does this address open on Sign In?). paths.ts derives the router's and the menu's
// views of it.

/**
 * Who may open a route: `guest` (sign in / up: a signed-in user goes to the Dashboard), `public`
 * (anyone), `signed-in`, `admin` (everyone else goes to the Dashboard, docs/decisions.md).
 */
export type RouteAccess = 'guest' | 'public' | 'signed-in' | 'admin';

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  /** Its side-menu entry: shown to every signed-in user (`staff`) or to the administrator only. */
  menu?: { label: string; icon: string; for: 'staff' | 'admin' };
}

/** A side-menu entry: its label and icon, for the administrator unless said (`staff`: everyone). */
const menuItem = (label: string, icon: string, audience: 'staff' | 'admin' = 'admin') => ({
  label,
  icon,
  for: audience,
});

/**
 * The one route table (spec 1 §2.1, spec 2 §2): the paths, the router's guards and the side menu
 * are all derived from it. Its order is the menu's order.
 */
export const routeTable = {
  SignIn: { path: '/signin', access: 'guest' },
  SignUp: { path: '/signup', access: 'guest' },
  Dashboard: { path: '/', access: 'signed-in', menu: menuItem('Dashboard', 'bi-grid', 'staff') },
  PaymentQR: {
    path: '/payment-qr',
    access: 'public',
    menu: menuItem('Take Payment via QR', 'bi-qr-code', 'staff'),
  },
  Leads: {
    path: '/leads/:followUp?',
    access: 'signed-in',
    menu: menuItem('Leads', 'bi-person-lines-fill', 'staff'),
  },
  LeadCreate: { path: '/lead-create', access: 'signed-in' },
  LeadUpdate: { path: '/lead-update/:id/:followUp?', access: 'signed-in' },
  FollowUp: { path: '/followups/:id/:followUp?', access: 'signed-in' },
  LeadsMap: { path: '/map', access: 'signed-in', menu: menuItem('Map', 'bi-map', 'staff') },
  VisitsDay: {
    path: '/visits-day',
    access: 'signed-in',
    menu: menuItem('Day of Visits', 'bi-signpost-split', 'staff'),
  },
  AssignLeads: {
    path: '/assign-leads',
    access: 'admin',
    menu: menuItem('Assign Leads', 'bi-person-check'),
  },
  ImportLeads: {
    path: '/import-leads',
    access: 'admin',
    menu: menuItem('Import Leads', 'bi-file-earmark-arrow-up'),
  },
  UserList: { path: '/users-list', access: 'admin', menu: menuItem('Users', 'bi-people') },
  License: { path: '/license', access: 'admin', menu: menuItem('License', 'bi-key') },
  LicenseTransactions: {
    path: '/license-transactions',
    access: 'admin',
    menu: menuItem('License Transactions', 'bi-receipt'),
  },
  RenewalsDue: {
    path: '/renewals-due',
    access: 'admin',
    menu: menuItem('Renewals due', 'bi-calendar-check'),
  },
  WhatsAppMessages: {
    path: '/whatsapp-messages',
    access: 'admin',
    menu: menuItem('Customer Messages', 'bi-whatsapp'),
  },
  OYRefCommission: {
    path: '/referral-commission',
    access: 'admin',
    menu: menuItem('Referral Commission', 'bi-share'),
  },
  LicenseReport: {
    path: '/license-report',
    access: 'admin',
    menu: menuItem('License Report', 'bi-file-earmark-text'),
  },
  CommissionReport: {
    path: '/commission-report',
    access: 'admin',
    menu: menuItem('Commission Report', 'bi-file-earmark-bar-graph'),
  },
  OYaarOffers: { path: '/oyaar-offers', access: 'signed-in', menu: menuItem('Offers', 'bi-tag') },
  OYaarAnnouncements: {
    path: '/oyaar-announcements',
    access: 'admin',
    menu: menuItem('Announcement', 'bi-megaphone'),
  },
  OYaarMedia: { path: '/oyaar-media', access: 'admin', menu: menuItem('Media', 'bi-images') },
  OYaarVersions: {
    path: '/oyaar-versions',
    access: 'admin',
    menu: menuItem('App Versions', 'bi-phone'),
  },
  OYaarRemindersAnalysis: {
    path: '/oyaar-reminders-analysis',
    access: 'admin',
    menu: menuItem('Reminders Analysis', 'bi-bell'),
  },
  GeneralSettings: {
    path: '/general-settings',
    access: 'admin',
    menu: menuItem('General Settings', 'bi-gear'),
  },
} as const satisfies Record<string, RouteEntry>;

/** The paths a visitor who is not signed in may open as they are: the guest and public routes. */
const openToVisitors = new Set<string>(
  Object.values(routeTable as Record<string, RouteEntry>)
    .filter((entry) => entry.access === 'guest' || entry.access === 'public')
    .map((entry) => entry.path.toLowerCase()),
);

/**
 * Whether a visitor who is not signed in sees Sign In at this address: at /signin, and wherever
 * the router's guards send them there (the signed-in and admin screens, an unknown address). The
 * router matches without case and without a trailing slash; so does this.
 */
export function opensOnSignIn(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return path === routeTable.SignIn.path || !openToVisitors.has(path);
}
