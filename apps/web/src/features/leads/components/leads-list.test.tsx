import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, employees, leadItem, leadsPage } from '@/testing/lead-fixtures';
import { failsOnce, failure, mockFetch } from '@/testing/mock-fetch';
import { adminUser, renderApp, staffUser, stubPhoneScreen } from '@/testing/render';
import { LeadsList } from './leads-list';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

import { listCalls, openActions, renderList } from './leads-list.test-utils';

describe('LeadsList rows', () => {
  it('says so when there are no leads', async () => {
    renderList({ leads: [] });
    expect(await screen.findByText('No leads available.')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the columns, with the view in the Status header', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-17T06:00:00Z')); // 17 January in Kolkata
    renderList({ followUp: 'Today' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Company Name',
      'Owner Name',
      'Mobile No',
      'Employee',
      'Entry Date',
      'Next Date',
      'Status (Pending)',
      'Action',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Shree Motors',
      'Mahesh Joshi',
      '9898989898',
      'Asha Patel',
      '10-01-2025',
      '20-01-2025in 3 days',
      'PendingInterested',
      'Action',
    ]);
  });

  it.each([
    [undefined, 'Status'],
    ['Completed', 'Status (Completed)'],
    ['Referral', 'Status (Pending)'],
  ])('heads the status column of the %s view %s', async (followUp, header) => {
    renderList({ followUp });
    expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('offers every action on one’s own lead, with the WhatsApp link and the view kept', async () => {
    const { user } = renderList({ followUp: 'Today' });
    await openActions(user);
    const message = screen.getByRole('link', { name: 'Message' });
    expect(message).toHaveAttribute('href', 'https://wa.me/919898989898');
    expect(message).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      '/lead-update/101/Today',
    );
    expect(screen.getByRole('link', { name: 'Follow Up' })).toHaveAttribute(
      'href',
      '/followups/101/Today',
    );
    for (const name of ['View', 'Delete', 'Transfer']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('strips non-digits from the WhatsApp number', async () => {
    const { user } = renderList({ leads: [leadItem({ MobileNo: '98765-43210' })] });
    await openActions(user);
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
  });

  it('offers Update and Delete on every lead to an administrator the server says is not restricted', async () => {
    const { user } = renderList({
      user: { ...adminUser, IsRestricted: false },
      leads: [leadItem()],
    });
    await openActions(user);
    expect(screen.getByRole('link', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers Update and Delete only on a restricted administrator’s own leads', async () => {
    const { user } = renderList({
      user: adminUser,
      leads: [leadItem(), leadItem({ id: 102, CompanyName: 'Admin Garage', UserId: adminUser.id })],
    });
    await openActions(user);
    expect(screen.queryByRole('link', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeInTheDocument();

    await openActions(user, 'Admin Garage');
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      '/lead-update/102',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    stubPhoneScreen();
    renderList({ followUp: 'Completed' });
    const cards = await screen.findByRole('list', { name: 'Leads' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: 'Shree Motors' })).toBeInTheDocument();
    expect(within(card).getByText('Mahesh Joshi')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '9898989898' })).toHaveAttribute(
      'href',
      'tel:9898989898',
    );
    expect(within(card).getByText('Status (Completed)')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Action for Shree Motors' }),
    ).toBeInTheDocument();
    // The filters fold behind one button that counts the ones set (Completed sets the status).
    const filters = screen.getByRole('button', { name: /^Filters/ });
    expect(filters).toHaveTextContent('Filters1');
    expect(filters).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('LeadsList cards on a phone', () => {
  const details = () => screen.queryByRole('dialog', { name: 'Lead Details' });

  it('opens the lead from a tap anywhere on its card', async () => {
    stubPhoneScreen();
    const { user } = renderList();
    const cards = await screen.findByRole('list', { name: 'Leads' });
    await user.click(within(cards).getByText('Mahesh Joshi'));
    expect(await screen.findByRole('dialog', { name: 'Lead Details' })).toBeInTheDocument();
  });

  it('opens the lead from the keyboard on the name’s button', async () => {
    stubPhoneScreen();
    const { user } = renderList();
    const open = await screen.findByRole('button', { name: 'Shree Motors' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Lead Details' })).toBeInTheDocument();
  });

  it('leaves the card’s own links and the Action menu alone', async () => {
    stubPhoneScreen();
    const { user } = renderList();
    const cards = await screen.findByRole('list', { name: 'Leads' });
    const call = within(cards).getByRole('link', { name: 'Call' });
    call.addEventListener('click', (event) => event.preventDefault());
    await user.click(call);
    await openActions(user);
    await user.click(document.querySelector('.dropdown-menu')!);
    expect(details()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'Lead Details' })).toBeInTheDocument();
  });
});

describe('LeadsList when the leads cannot be loaded', () => {
  it('says what failed instead of “No leads available.”, and Retry loads them', async () => {
    mockFetch({
      'POST /api/leads-list': failsOnce(failure(404, 'Not found.'), leadsPage([leadItem()])),
    });
    renderApp(<LeadsList followUp={undefined} catalogue={catalogue} employees={employees} />, {
      user: staffUser,
      path: '/leads',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the leads. Not found.',
    );
    expect(screen.queryByText('No leads available.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Shree Motors')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LeadsList keeps its view in the address', () => {
  it('starts from the filters, search and page a shared link gives', async () => {
    const fetchMock = mockFetch({
      'POST /api/leads-list': (body) =>
        leadsPage([leadItem()], 120, (body as { Page?: number }).Page ?? 1),
    });
    renderApp(<LeadsList followUp="Today" catalogue={catalogue} employees={employees} />, {
      user: staffUser,
      path: '/leads/Today?Status=Completed&SubStatus=21&search=shree&page=2',
      routes: [
        {
          path: '/leads/Today',
          element: <LeadsList followUp="Today" catalogue={catalogue} employees={employees} />,
        },
      ],
    });
    await screen.findByText('Shree Motors');
    expect(listCalls(fetchMock)).toEqual([
      {
        UserId: staffUser.id,
        ByUser: false,
        Status: 'Completed',
        SubStatus: 21,
        FollowUpStatus: 'Today',
        Search: 'shree',
        Sort: 'Newest',
        Page: 2,
        PageSize: 50,
      },
    ]);
    expect(screen.getByLabelText('Search')).toHaveValue('shree');
    expect(screen.getByLabelText('Sub Status')).toHaveDisplayValue('Converted');
  });
});
