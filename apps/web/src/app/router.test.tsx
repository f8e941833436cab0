import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@/testing/mock-fetch';
import { adminUser, renderApp, staffUser } from '@/testing/render';
import { routes } from './router';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const renderAt = (path: string, user?: typeof staffUser) => renderApp(null, { routes, path, user });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const adminScreens: [string, string][] = [
  ['/users-list', 'Users List'],
  ['/license', 'License'],
  ['/license-transactions', 'License Transactions'],
  ['/referral-commission', 'Referral Commission'],
  ['/license-report', 'License Report'],
  ['/commission-report', 'Commission Report'],
  ['/oyaar-announcements', 'Announcement'],
  ['/oyaar-media', 'Media'],
  ['/oyaar-versions', 'App Versions'],
  ['/oyaar-reminders-analysis', 'Reminder Analytics'],
  ['/assign-leads', 'Assign Leads'],
  ['/import-leads', 'Import Leads'],
  ['/general-settings', 'General Settings'],
];

describe('routes and guards', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/cities-list': ok('', []) });
  });

  it.each(['/', '/leads', '/lead-create', '/license', '/no-such-page'])(
    'sends a visitor who is not signed in from %s to /signin',
    async (path) => {
      const { router } = renderAt(path);
      expect(await heading('Login to Your Account')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/signin');
    },
  );

  it('shows sign up alone, without the layout', async () => {
    renderAt('/signup');
    expect(await heading('Create an Account')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'breadcrumb' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Main menu')).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /signin to the Dashboard', async () => {
    const { router } = renderAt('/signin', staffUser);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/', 'Dashboard'],
    ['/leads', 'Leads'],
    ['/leads/Today', 'Today FollowUp'],
    ['/lead-create', 'Lead Create'],
    ['/lead-update/7', 'Lead Update'],
    ['/lead-update/7/Overdue', 'Lead Update'],
    ['/followups/7', 'Follow Up'],
    ['/oyaar-offers', 'Offers'],
    ['/payment-qr', 'Payment QR'],
  ])('shows %s to staff with its title and breadcrumb', async (path, title) => {
    renderAt(path, staffUser);
    expect(await heading(title)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByText('Dashboard')).toBeInTheDocument();
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it.each(adminScreens)('redirects staff from %s to the Dashboard', async (path) => {
    const { router } = renderAt(path, staffUser);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(adminScreens)('shows %s to the administrator as %s', async (path, title) => {
    renderAt(path, adminUser);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('shows the not-found page to a signed-in user', async () => {
    renderAt('/no-such-page', staffUser);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows Payment QR alone to a visitor who is not signed in', async () => {
    renderAt('/payment-qr');
    expect(await heading('Payment QR')).toBeInTheDocument();
    expect(screen.queryByLabelText('Main menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows Payment QR inside the layout when signed in', async () => {
    renderAt('/payment-qr', staffUser);
    expect(await heading('Payment QR')).toBeInTheDocument();
    expect(screen.getByLabelText('Main menu')).toBeInTheDocument();
  });
});
