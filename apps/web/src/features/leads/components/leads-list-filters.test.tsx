import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leadItem } from '@/testing/lead-fixtures';
import { stubObjectUrls } from '@/testing/object-urls';
import { adminUser, staffUser } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

import { listCalls, renderList } from './leads-list.test-utils';

describe('LeadsList filters', () => {
  it('loads all of the user’s leads without a followUp view', async () => {
    const { fetchMock } = renderList();
    expect(await screen.findByText('Shree Motors')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([
      { UserId: staffUser.id, ByUser: false, Sort: 'Newest', Page: 1, PageSize: 50 },
    ]);
  });

  it.each([
    ['Pending', { Status: 'Pending', Sort: 'Newest' }],
    ['Completed', { Status: 'Completed', Sort: '-UpdatedAt' }],
    ['Referral', { Status: 'Pending', SubStatus: 'Customer Reference', Sort: 'Newest' }],
    ['Overdue', { Status: 'Pending', FollowUpStatus: 'Overdue', Sort: 'NextDate' }],
    ['Today', { Status: 'Pending', FollowUpStatus: 'Today', Sort: 'Newest' }],
    ['Upcoming', { Status: 'Pending', FollowUpStatus: 'Upcoming', Sort: 'NextDate' }],
  ])('sets the filters and the order of the %s view', async (followUp, filters) => {
    const { fetchMock } = renderList({ followUp });
    await screen.findByText('Shree Motors');
    expect(listCalls(fetchMock)).toEqual([
      { UserId: staffUser.id, ByUser: false, Page: 1, PageSize: 50, ...filters },
    ]);
    expect(screen.getByLabelText('Main Status')).toHaveValue(filters.Status);
  });

  it('shows the Referral view’s sub status in the picker', async () => {
    renderList({ followUp: 'Referral' });
    await screen.findByText('Shree Motors');
    expect(screen.getByLabelText('Sub Status')).toHaveDisplayValue('Customer Reference');
  });

  it('resets the sub status when the main status changes', async () => {
    const { fetchMock, user } = renderList({ followUp: 'Referral' });
    await screen.findByText('Shree Motors');
    await user.selectOptions(screen.getByLabelText('Main Status'), 'Completed');
    expect(screen.getByLabelText('Sub Status')).toHaveValue('');
    expect(
      within(screen.getByLabelText('Sub Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Converted', 'Not Interested']);
    await user.selectOptions(screen.getByLabelText('Sub Status'), 'Converted');
    await vi.waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        UserId: staffUser.id,
        ByUser: false,
        Status: 'Completed',
        SubStatus: 21,
        Sort: 'Newest',
        Page: 1,
        PageSize: 50,
      }),
    );
  });

  it('searches company, owner or mobile once typing pauses, from page 1', async () => {
    const { fetchMock, user } = renderList({ leads: [leadItem()], total: 120 });
    await screen.findByText('Shree Motors');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ Page: 2 }));
    await user.type(screen.getByLabelText('Search'), 'shree');
    await vi.waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toMatchObject({ Search: 'shree', Page: 1 }),
    );
    expect(listCalls(fetchMock).filter((body) => 'Search' in (body as object))).toHaveLength(1);
  });

  it('pages through the leads, 50 at a time', async () => {
    const { fetchMock, user } = renderList({ total: 120 });
    await screen.findByText('Shree Motors');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)).toMatchObject({ Page: 3, PageSize: 50 });
  });
});

describe('LeadsList for staff and the administrator', () => {
  it('hides the employee picker and Export Leads from staff', async () => {
    renderList();
    await screen.findByText('Shree Motors');
    expect(screen.queryByLabelText('Employee')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Leads' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Lead' })).toHaveAttribute(
      'href',
      '/lead-create',
    );
  });

  it('lets the administrator pick an employee', async () => {
    const { fetchMock, user } = renderList({ user: adminUser });
    await screen.findByText('Shree Motors');
    expect(
      within(screen.getByLabelText('Employee'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Employees', 'Admin User', 'Asha Patel', 'Ravi Shah']);
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ravi Shah');
    await vi.waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        UserId: 3,
        ByUser: true,
        Sort: 'Newest',
        Page: 1,
        PageSize: 50,
      }),
    );
  });

  it('exports leads.xlsx with the same filters, without paging', async () => {
    stubObjectUrls('blob:leads');
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { fetchMock, user } = renderList({ user: adminUser, followUp: 'Today' });
    await screen.findByText('Shree Motors');
    await user.click(screen.getByRole('button', { name: 'Export Leads' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(listCalls(fetchMock).at(-1)).toEqual({
      UserId: adminUser.id,
      ByUser: false,
      Status: 'Pending',
      FollowUpStatus: 'Today',
      Sort: 'Newest',
      ExportLead: true,
    });
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('leads.xlsx');
    expect(link.href).toBe('blob:leads');
  });
});
