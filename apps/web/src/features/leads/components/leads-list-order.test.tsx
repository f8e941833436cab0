import type { LeadListItem } from '@yaar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appTextsFrom } from '@/testing/app-texts';
import { catalogue, employees, leadItem, leadsPage } from '@/testing/lead-fixtures';
import { mockFetch, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser, stubPhoneScreen } from '@/testing/render';
import { LeadsList } from './leads-list';

/** The Leads list at `address` (a view's route), answering with `leads` and 120 in all. */
function renderList(address: string, leads: LeadListItem[] = [leadItem()]) {
  const fetchMock = mockFetch({
    'POST /api/leads-list': (body) => leadsPage(leads, 120, (body as { Page?: number }).Page ?? 1),
  });
  const list = (followUp?: string) => (
    <LeadsList followUp={followUp} catalogue={catalogue} employees={employees} />
  );
  const view = renderApp(null, {
    user: staffUser,
    path: address,
    routes: [
      { path: '/leads', element: list() },
      { path: '/leads/Overdue', element: list('Overdue') },
      { path: '/leads/Completed', element: list('Completed') },
    ],
  });
  const location = () => view.router.state.location;
  return { ...view, fetchMock, user: userEvent.setup(), location };
}

const lastSent = (fetchMock: ReturnType<typeof mockFetch>) =>
  sentTo(fetchMock, 'POST /api/leads-list').at(-1);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-17T06:00:00Z')); // 17 January 2025 in Kolkata
});
afterEach(() => vi.useRealTimers());

describe('LeadsList order', () => {
  it('shows the Overdue view’s own order, Next Date soonest first, as the active sort', async () => {
    const { fetchMock, location } = renderList('/leads/Overdue');
    await screen.findByText('Shree Motors');
    expect(lastSent(fetchMock)).toMatchObject({ FollowUpStatus: 'Overdue', Sort: 'NextDate' });
    expect(screen.getByRole('columnheader', { name: 'Next Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Company Name' })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(location().search).toBe('');
  });

  it('sorts by a header, keeps it in the address and goes back to page 1', async () => {
    const { fetchMock, user, location } = renderList('/leads/Overdue?page=2');
    await screen.findByText('Shree Motors');
    expect(lastSent(fetchMock)).toMatchObject({ Page: 2 });

    await user.click(screen.getByRole('button', { name: 'Company Name' }));
    await vi.waitFor(() =>
      expect(lastSent(fetchMock)).toMatchObject({ Sort: 'CompanyName', Page: 1 }),
    );
    expect(location().search).toBe('?Sort=CompanyName');
    expect(await screen.findByRole('columnheader', { name: 'Company Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Company Name' }));
    await vi.waitFor(() => expect(lastSent(fetchMock)).toMatchObject({ Sort: '-CompanyName' }));
    expect(location().search).toBe('?Sort=-CompanyName');

    // Back to the view's own order: the address no longer says it.
    await user.click(screen.getByRole('button', { name: 'Next Date' }));
    await vi.waitFor(() => expect(lastSent(fetchMock)).toMatchObject({ Sort: 'NextDate' }));
    expect(location().search).toBe('');
  });

  it('starts from the order a shared link gives, and ignores an order the server has not', async () => {
    const shared = renderList('/leads/Completed?Sort=-EntryDate&page=3');
    await screen.findByText('Shree Motors');
    expect(lastSent(shared.fetchMock)).toMatchObject({
      Status: 'Completed',
      Sort: '-EntryDate',
      Page: 3,
    });
    expect(screen.getByRole('columnheader', { name: 'Entry Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    shared.unmount();

    const unknown = renderList('/leads/Completed?Sort=Password');
    await screen.findByText('Shree Motors');
    expect(lastSent(unknown.fetchMock)).toMatchObject({ Sort: '-UpdatedAt' });
  });

  it('offers “Sort by” on a phone, the view’s own order first', async () => {
    stubPhoneScreen();
    const { fetchMock, user, location } = renderList('/leads/Completed?page=2');
    await screen.findByRole('list', { name: 'Leads' });
    const sortBy = screen.getByLabelText('Sort by');
    expect(sortBy).toHaveDisplayValue('Latest worked on first');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(appTextsFrom('Latest worked on first', 'Company Name, Z–A'));
    await user.selectOptions(sortBy, 'Company Name, A–Z');
    await vi.waitFor(() =>
      expect(lastSent(fetchMock)).toMatchObject({ Sort: 'CompanyName', Page: 1 }),
    );
    expect(location().search).toBe('?Sort=CompanyName');
  });

  it('has no “Sort by” select on a wide screen: the headers sort', async () => {
    renderList('/leads');
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  });
});

describe('LeadsList Next Date', () => {
  const dueLeads = [
    leadItem({ id: 1, CompanyName: 'Late Traders', NextDate: '2025-01-14' }),
    leadItem({ id: 2, CompanyName: 'Due Today', NextDate: '2025-01-17' }),
    leadItem({ id: 3, CompanyName: 'Soon Stores', NextDate: '2025-01-22' }),
    leadItem({
      id: 4,
      CompanyName: 'Done Deal',
      NextDate: '2025-01-02',
      status: { MainStatus: 'Completed', SubStatus: 'Converted', StatusId: 21 },
    }),
    leadItem({ id: 5, CompanyName: 'No Date', NextDate: null }),
  ];
  const nextDateOf = (company: string) => {
    const row = screen.getByRole('row', { name: new RegExp(`^${company}`) });
    return within(row).getAllByRole('cell')[5]!;
  };

  it('says in words and colour how urgent each pending lead is', async () => {
    renderList('/leads', dueLeads);
    await screen.findByText('Late Traders');
    expect(nextDateOf('Late Traders')).toHaveTextContent('14-01-2025Overdue 3 days');
    expect(within(nextDateOf('Late Traders')).getByText('Overdue 3 days')).toHaveClass(
      'text-bg-danger',
    );
    expect(nextDateOf('Due Today')).toHaveTextContent('17-01-2025Today');
    expect(within(nextDateOf('Due Today')).getByText('Today')).toHaveClass('text-bg-warning');
    expect(nextDateOf('Soon Stores')).toHaveTextContent('22-01-2025in 5 days');
    // A completed lead is not due: its date alone.
    expect(nextDateOf('Done Deal')).toHaveTextContent(/^02-01-2025$/);
    expect(nextDateOf('No Date')).toHaveTextContent('N/A');
  });

  it('shows the same on a phone’s card', async () => {
    stubPhoneScreen();
    renderList('/leads/Overdue', dueLeads.slice(0, 1));
    const card = within(await screen.findByRole('list', { name: 'Leads' })).getByRole('listitem');
    expect(within(card).getByText('Next Date').nextElementSibling).toHaveTextContent(
      '14-01-2025Overdue 3 days',
    );
  });
});
