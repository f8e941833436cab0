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

/** A screen with its entry in every signed-in user's side menu, open to whom `access` says. */
const staffScreen = <const Path extends string, const Access extends RouteAccess>(
  path: Path,
  access: Access,
  label: string,
  icon: string,
) => ({ path, access, menu: menuItem(label, icon, 'staff') });

/** A screen for the administrator only, with its side-menu entry. */
const adminScreen = <const Path extends string>(path: Path, label: string, icon: string) => ({
  path,
  access: 'admin' as const,
  menu: menuItem(label, icon),
});

/**
 * The one route table (spec 1 §2.1, spec 2 §2): the paths, the router's guards and the side menu
 * are all derived from it. Its order is the menu's order.
 */
export const routeTable = {
  SignIn: { path: '/signin', access: 'guest' },
  SignUp: { path: '/signup', access: 'guest' },
  Dashboard: staffScreen('/', 'signed-in', 'Dashboard', 'bi-grid'),
  PaymentQR: staffScreen('/payment-qr', 'public', 'Take Payment via QR', 'bi-qr-code'),
  Leads: staffScreen('/leads/:followUp?', 'signed-in', 'Leads', 'bi-person-lines-fill'),
  LeadCreate: { path: '/lead-create', access: 'signed-in' },
  LeadUpdate: { path: '/lead-update/:id/:followUp?', access: 'signed-in' },
  FollowUp: { path: '/followups/:id/:followUp?', access: 'signed-in' },
  LeadsMap: staffScreen('/map', 'signed-in', 'Map', 'bi-map'),
  VisitsDay: staffScreen('/visits-day', 'signed-in', 'Day of Visits', 'bi-signpost-split'),
  AssignLeads: adminScreen('/assign-leads', 'Assign Leads', 'bi-person-check'),
  ImportLeads: adminScreen('/import-leads', 'Import Leads', 'bi-file-earmark-arrow-up'),
  UserList: adminScreen('/users-list', 'Users', 'bi-people'),
  License: adminScreen('/license', 'License', 'bi-key'),
  LicenseTransactions: adminScreen('/license-transactions', 'License Transactions', 'bi-receipt'),
  RenewalsDue: adminScreen('/renewals-due', 'Renewals due', 'bi-calendar-check'),
  WhatsAppMessages: adminScreen('/whatsapp-messages', 'Customer Messages', 'bi-whatsapp'),
  OYRefCommission: adminScreen('/referral-commission', 'Referral Commission', 'bi-share'),
  LicenseReport: adminScreen('/license-report', 'License Report', 'bi-file-earmark-text'),
  CommissionReport: adminScreen(
    '/commission-report',
    'Commission Report',
    'bi-file-earmark-bar-graph',
  ),
  OYaarOffers: { path: '/oyaar-offers', access: 'signed-in', menu: menuItem('Offers', 'bi-tag') },
  OYaarAnnouncements: adminScreen('/oyaar-announcements', 'Announcement', 'bi-megaphone'),
  OYaarMedia: adminScreen('/oyaar-media', 'Media', 'bi-images'),
  OYaarVersions: adminScreen('/oyaar-versions', 'App Versions', 'bi-phone'),
  OYaarRemindersAnalysis: adminScreen('/oyaar-reminders-analysis', 'Reminders Analysis', 'bi-bell'),
  GeneralSettings: adminScreen('/general-settings', 'General Settings', 'bi-gear'),
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
