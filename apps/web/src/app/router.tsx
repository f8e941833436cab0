import type { ReactElement } from 'react';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { readStoredUser } from '@/lib/auth';
import type { RouteName } from '@/lib/paths';
import { paths, routesFor } from '@/lib/paths';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import type { LazyScreen } from './lazy-screen';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const shell = () => import('./app-shell');
const AppShell = lazyScreen(shell, 'AppShell');
const PublicShell = lazyScreen(shell, 'PublicShell');

/** The screen of every route in `routeTable`: a name without one does not compile. */
const screen: Record<RouteName, LazyScreen> = {
  SignIn: lazyScreen(() => import('./routes/auth/sign-in'), 'SignInRoute'),
  SignUp: lazyScreen(() => import('./routes/auth/sign-up'), 'SignUpRoute'),
  Dashboard: lazyScreen(() => import('./routes/dashboard/dashboard'), 'DashboardRoute'),
  Leads: lazyScreen(() => import('./routes/leads/leads'), 'LeadsRoute'),
  LeadCreate: lazyScreen(() => import('./routes/leads/lead-create'), 'LeadCreateRoute'),
  LeadUpdate: lazyScreen(() => import('./routes/leads/lead-update'), 'LeadUpdateRoute'),
  FollowUp: lazyScreen(() => import('./routes/follow-ups/follow-ups'), 'FollowUpRoute'),
  LeadsMap: lazyScreen(() => import('./routes/visits/leads-map'), 'LeadsMapRoute'),
  VisitsDay: lazyScreen(() => import('./routes/visits/visits-day'), 'VisitsDayRoute'),
  PaymentQR: lazyScreen(() => import('./routes/payment-qr/payment-qr'), 'PaymentQRRoute'),
  OYaarOffers: lazyScreen(() => import('./routes/companion/offers'), 'OYaarOffersRoute'),
  UserList: lazyScreen(() => import('./routes/users/users-list'), 'UserListRoute'),
  License: lazyScreen(() => import('./routes/licenses/license'), 'LicenseRoute'),
  LicenseTransactions: lazyScreen(
    () => import('./routes/licenses/license-transactions'),
    'LicenseTransactionsRoute',
  ),
  RenewalsDue: lazyScreen(() => import('./routes/licenses/renewals-due'), 'RenewalsDueRoute'),
  WhatsAppMessages: lazyScreen(
    () => import('./routes/whatsapp/whatsapp-messages'),
    'WhatsAppMessagesRoute',
  ),
  OYRefCommission: lazyScreen(
    () => import('./routes/commissions/referral-commission'),
    'OYRefCommissionRoute',
  ),
  LicenseReport: lazyScreen(() => import('./routes/licenses/license-report'), 'LicenseReportRoute'),
  CommissionReport: lazyScreen(
    () => import('./routes/commissions/commission-report'),
    'CommissionReportRoute',
  ),
  OYaarAnnouncements: lazyScreen(
    () => import('./routes/companion/announcements'),
    'OYaarAnnouncementsRoute',
  ),
  OYaarMedia: lazyScreen(() => import('./routes/companion/media'), 'OYaarMediaRoute'),
  OYaarVersions: lazyScreen(() => import('./routes/companion/versions'), 'OYaarVersionsRoute'),
  OYaarRemindersAnalysis: lazyScreen(
    () => import('./routes/companion/reminders-analysis'),
    'OYaarRemindersAnalysisRoute',
  ),
  AssignLeads: lazyScreen(() => import('./routes/leads/assign-leads'), 'AssignLeadsRoute'),
  ImportLeads: lazyScreen(() => import('./routes/leads/import-leads'), 'ImportLeadsRoute'),
  GeneralSettings: lazyScreen(
    () => import('./routes/companion/general-settings'),
    'GeneralSettingsRoute',
  ),
};

/** A route by its spec name: path from `paths`, screen from `screen`, name kept in `handle`. */
const named = (name: RouteName): RouteObject => {
  const Screen = screen[name];
  return { id: name, path: paths[name], element: <Screen />, handle: { name } };
};

const NotFound = lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute');

/** Spec 1 §2.1 and spec 2 §2: each route under the guard its `access` in `routeTable` names. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: <RootLayout />,
    children: [
      { element: <GuestOnly />, children: routesFor('guest').map(named) },
      { element: <PublicShell />, children: routesFor('public').map(named) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              ...routesFor('signed-in').map(named),
              { element: <RequireAdmin />, children: routesFor('admin').map(named) },
              { id: 'NotFound', path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts fetching the chunks of the screen the app opens on (its layout and the screen) as soon as
 * the entry runs, side by side, instead of each after the one around it has drawn. A visitor who is
 * not signed in fetches no signed-in screen (they are sent to Sign In, preloaded by the page).
 */
export function preloadOpeningScreen(location: { pathname: string }) {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type;
    if (type === RequireAuth && !readStoredUser()) return;
    if (typeof type === 'object' && type !== null && 'preload' in type)
      void (type as LazyScreen).preload().catch(() => undefined);
  }
}

export function AppRouter() {
  const [router] = useState(() => {
    preloadOpeningScreen(window.location);
    return createBrowserRouter(routes);
  });
  return <RouterProvider router={router} />;
}
