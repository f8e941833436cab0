import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, employees, leadItem, leadsPage } from '@/testing/lead-fixtures';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { LeadsRoute } from './leads';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

function renderLeads(address: string) {
  const fetchMock = mockFetch({
    'POST /api/leads-list': leadsPage([leadItem()]),
    'GET /api/statuses-list': ok('', catalogue),
    'GET /api/users-list': ok('', employees),
  });
  const view = renderApp(null, {
    user: staffUser,
    path: address,
    routes: [{ path: '/leads/:followUp?', element: <LeadsRoute /> }],
  });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const breadcrumb = () =>
  within(screen.getByRole('navigation', { name: 'breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Leads route: which view is open', () => {
  it('names the open view in the title, under Dashboard > Leads', async () => {
    renderLeads('/leads/Overdue');
    expect(
      await screen.findByRole('heading', { name: 'Overdue FollowUp', level: 1 }),
    ).toBeInTheDocument();
    expect(breadcrumb()).toEqual(['Dashboard', 'Leads', 'Overdue FollowUp']);
    expect(
      within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByRole('link', {
        name: 'Leads',
      }),
    ).toHaveAttribute('href', '/leads');
  });

  it.each([
    ['Today', 'Today FollowUp'],
    ['Upcoming', 'Upcoming FollowUp'],
    ['Pending', 'Pending Leads'],
    ['Completed', 'Complete Leads'],
    ['Referral', 'OY Referral Leads'],
  ])('titles the %s view as its dashboard card: %s', async (followUp, title) => {
    renderLeads(`/leads/${followUp}`);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove filter ${title}` })).toBeInTheDocument();
  });

  it('reads “Leads” without a view, with no chip', async () => {
    renderLeads('/leads');
    await screen.findByText('Shree Motors');
    expect(screen.getByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
    expect(breadcrumb()).toEqual(['Dashboard', 'Leads']);
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  });

  it('removing the view’s chip opens the plain list, without the view’s filters or order', async () => {
    const { fetchMock, user, router } = renderLeads('/leads/Overdue?Sort=CompanyName&page=2');
    await screen.findByText('Shree Motors');
    expect(sentTo(fetchMock, 'POST /api/leads-list').at(-1)).toMatchObject({
      FollowUpStatus: 'Overdue',
      Sort: 'CompanyName',
      Page: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Remove filter Overdue FollowUp' }));
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leads');
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/leads-list').at(-1)).toEqual({
        UserId: staffUser.id,
        ByUser: false,
        Sort: 'Newest',
        Page: 1,
        PageSize: 50,
      }),
    );
    expect(screen.getByLabelText('Main Status')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  });
});
