import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failsOnce, failure, mockFetch, ok } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { Dashboard } from './dashboard';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const counts = {
  OverdueLeads: 3,
  TodayLeads: 5,
  UpcomingLeads: 8,
  PendingLeads: 16,
  CompleteLeads: 40,
  ReferralLeads: 2,
};

const renderDashboard = () => renderApp(<Dashboard />, { user: staffUser });

describe('Dashboard', () => {
  it('shows a spinner, then the six count cards linking to their Leads views', async () => {
    mockFetch({ 'GET /api/dashboard-counts': ok('Counts', counts) });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const cards: [string, string, number][] = [
      ['Overdue FollowUp', '/leads/Overdue', 3],
      ['Today FollowUp', '/leads/Today', 5],
      ['Upcoming FollowUp', '/leads/Upcoming', 8],
      ['Pending Leads', '/leads/Pending', 16],
      ['Complete Leads', '/leads/Completed', 40],
      ['OY Referral Leads', '/leads/Referral', 2],
    ];
    for (const [title, href, count] of cards) {
      const link = screen.getByRole('link', { name: `${title}: ${count}` });
      expect(link).toHaveAttribute('href', href);
      expect(within(link).getByText(title)).toBeInTheDocument();
      expect(within(link).getByText(String(count))).toBeInTheDocument();
    }
  });

  it('opens the matching Leads view when a card is clicked', async () => {
    mockFetch({ 'GET /api/dashboard-counts': ok('Counts', counts) });
    renderDashboard();
    await userEvent.click(await screen.findByRole('link', { name: 'Today FollowUp: 5' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/leads/Today');
  });

  it('only logs a failed fetch and shows the cards without data', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/dashboard-counts': failure(404, 'Not found.') });
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overdue FollowUp: no data' })).toHaveAttribute(
      'href',
      '/leads/Overdue',
    );
    expect(screen.getAllByText('–')).toHaveLength(6);
    expect(logged).toHaveBeenCalled();
  });

  it('says the counts could not be loaded, and Retry loads them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/dashboard-counts': failsOnce(failure(404, 'Not found.'), ok('Counts', counts)),
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the dashboard counts. Not found.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Today FollowUp: 5' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
