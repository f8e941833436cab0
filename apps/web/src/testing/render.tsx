import { vi } from 'vitest';
import type { SignedInUser } from '@yaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { AuthProvider, USER_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

export const staffUser: SignedInUser = {
  id: 2,
  ApiToken: 'staff-token',
  FirstName: 'Asha',
  LastName: 'Patel',
  Email: 'asha@yaar.test',
  MobileNo: '9876543210',
  Status: 1,
  IsAdmin: false,
  IsRestricted: false,
};
export const adminUser: SignedInUser = {
  ...staffUser,
  id: 1,
  ApiToken: 'admin-token',
  Email: 'admin@yaar.test',
  IsAdmin: true,
  // RESTRICTED_EMAILS defaults to the administrator's e-mail.
  IsRestricted: true,
};

/** Shows where the router went, for assertions. */
export function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

interface Options {
  /** Signed in as this user (stored in localStorage before rendering). */
  user?: SignedInUser;
  /** Routes to render; the default puts `ui` at `path` and a location probe everywhere else. */
  routes?: RouteObject[];
  path?: string;
}

/** Renders with a fresh query cache, the auth context, a memory router and the toasts. */
export function renderApp(ui: ReactNode, { user, path = '/', routes }: Options = {}) {
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  const router = createMemoryRouter(
    routes ?? [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <ToastContainer position="top-right" autoClose={5000} limit={20} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Makes this test's screen a phone's (below 768 px): lists show cards. */
export function stubPhoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 767.98px)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
