import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { DashboardActivity } from './dashboard-activity';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const week = ['16', '17', '18', '19', '20', '21', '22'].map((day, index) => ({
  Date: `2026-11-${day}`,
  NewLeads: index,
  FollowUps: 1,
}));

describe('DashboardActivity', () => {
  it("shows today's visits, the week's figures and the week as a chart", async () => {
    mockFetch({
      'GET /api/dashboard-activity': ok('Dashboard activity', {
        VisitsToday: 7,
        NewLeadsThisWeek: 21,
        FollowUpsThisWeek: 7,
        Week: week,
      }),
    });
    renderApp(<DashboardActivity />, { user: staffUser });
    // While it loads the block's shape is there, invisible and hidden from readers.
    expect(screen.getByRole('status')).toHaveTextContent("Loading this week's visits…");
    expect(await screen.findByText('21')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This week in the field' })).toBeInTheDocument();
    expect(screen.getByText("Today's Visits")).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Visits over the last seven days/ });
    expect(chart.getAttribute('aria-label')).toContain('6 new leads, 1 follow-ups');
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('says what failed and loads again on Retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/dashboard-activity': () => {
        calls += 1;
        return calls === 1
          ? failure(404, 'Not found.')
          : ok('', { VisitsToday: 1, NewLeadsThisWeek: 1, FollowUpsThisWeek: 0, Week: week });
      },
    });
    renderApp(<DashboardActivity />, { user: staffUser });
    expect(await screen.findByText("Could not load this week's visits.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("Today's Visits")).toBeInTheDocument();
  });
});
