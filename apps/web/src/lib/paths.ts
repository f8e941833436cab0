import { generatePath } from 'react-router';

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

/**
 * The one route table (spec 1 §2.1, spec 2 §2): the paths, the router's guards and the side menu
 * are all derived from it. Its order is the menu's order.
 */
export const routeTable = {
  SignIn: { path: '/signin', access: 'guest' },
  SignUp: { path: '/signup', access: 'guest' },
  Dashboard: {
    path: '/',
    access: 'signed-in',
    menu: { label: 'Dashboard', icon: 'bi-grid', for: 'staff' },
  },
  PaymentQR: {
    path: '/payment-qr',
    access: 'public',
    menu: { label: 'Take Payment via QR', icon: 'bi-qr-code', for: 'staff' },
  },
  Leads: {
    path: '/leads/:followUp?',
    access: 'signed-in',
    menu: { label: 'Leads', icon: 'bi-person-lines-fill', for: 'staff' },
  },
  LeadCreate: { path: '/lead-create', access: 'signed-in' },
  LeadUpdate: { path: '/lead-update/:id/:followUp?', access: 'signed-in' },
  FollowUp: { path: '/followups/:id/:followUp?', access: 'signed-in' },
  AssignLeads: {
    path: '/assign-leads',
    access: 'admin',
    menu: { label: 'Assign Leads', icon: 'bi-person-check', for: 'admin' },
  },
  ImportLeads: {
    path: '/import-leads',
    access: 'admin',
    menu: { label: 'Import Leads', icon: 'bi-file-earmark-arrow-up', for: 'admin' },
  },
  UserList: {
    path: '/users-list',
    access: 'admin',
    menu: { label: 'Users', icon: 'bi-people', for: 'admin' },
  },
  License: {
    path: '/license',
    access: 'admin',
    menu: { label: 'License', icon: 'bi-key', for: 'admin' },
  },
  LicenseTransactions: {
    path: '/license-transactions',
    access: 'admin',
    menu: { label: 'License Transactions', icon: 'bi-receipt', for: 'admin' },
  },
  OYRefCommission: {
    path: '/referral-commission',
    access: 'admin',
    menu: { label: 'Referral Commission', icon: 'bi-share', for: 'admin' },
  },
  LicenseReport: {
    path: '/license-report',
    access: 'admin',
    menu: { label: 'License Report', icon: 'bi-file-earmark-text', for: 'admin' },
  },
  CommissionReport: {
    path: '/commission-report',
    access: 'admin',
    menu: { label: 'Commission Report', icon: 'bi-file-earmark-bar-graph', for: 'admin' },
  },
  OYaarOffers: {
    path: '/oyaar-offers',
    access: 'signed-in',
    menu: { label: 'Offers', icon: 'bi-tag', for: 'admin' },
  },
  OYaarAnnouncements: {
    path: '/oyaar-announcements',
    access: 'admin',
    menu: { label: 'Announcement', icon: 'bi-megaphone', for: 'admin' },
  },
  OYaarMedia: {
    path: '/oyaar-media',
    access: 'admin',
    menu: { label: 'Media', icon: 'bi-images', for: 'admin' },
  },
  OYaarVersions: {
    path: '/oyaar-versions',
    access: 'admin',
    menu: { label: 'App Versions', icon: 'bi-phone', for: 'admin' },
  },
  OYaarRemindersAnalysis: {
    path: '/oyaar-reminders-analysis',
    access: 'admin',
    menu: { label: 'Reminders Analysis', icon: 'bi-bell', for: 'admin' },
  },
  GeneralSettings: {
    path: '/general-settings',
    access: 'admin',
    menu: { label: 'General Settings', icon: 'bi-gear', for: 'admin' },
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

const routeNames = Object.keys(routeTable) as RouteName[];

/** The route names, in the table's order, that `access` lets in. */
export const routesFor = (access: RouteAccess) =>
  routeNames.filter((name) => routeTable[name].access === access);

/** Each route's path pattern by name. */
export const paths = Object.fromEntries(
  routeNames.map((name) => [name, routeTable[name].path]),
) as { [Name in RouteName]: (typeof routeTable)[Name]['path'] };

export interface MenuItem {
  name: RouteName;
  label: string;
  icon: string;
}

/** The side menu (spec 1 §2.2, spec 2 §2): the staff entries, then the administrator's. */
export function menuFor(isAdmin: boolean): MenuItem[] {
  return routeNames.flatMap((name) => {
    const entry: RouteEntry = routeTable[name];
    if (!entry.menu || (entry.menu.for === 'admin' && !isAdmin)) return [];
    return [{ name, label: entry.menu.label, icon: entry.menu.icon }];
  });
}

/** The address of a named route, e.g. `pathTo('Leads', { followUp: 'Today' })`. */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}) {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) values[key] = String(value);
  }
  const pattern: string = paths[name];
  return generatePath(pattern, values);
}
