import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, employees, leadItem, leadsPage } from '@/testing/lead-fixtures';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { LeadsList } from './leads-list';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

async function openTransfer(transferAnswer = ok('Lead transferred successfully.')) {
  const fetchMock = mockFetch({
    'POST /api/leads-list': leadsPage([leadItem()]),
    'POST /api/transfer-leads': transferAnswer,
  });
  renderApp(<LeadsList followUp="Today" catalogue={catalogue} employees={employees} />, {
    user: staffUser,
    path: '/leads',
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Action for Shree Motors' }));
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  const dialog = await screen.findByRole('dialog');
  return { fetchMock, user, dialog };
}

describe('TransferLeadModal', () => {
  it('offers the active employees other than the owner', async () => {
    const { dialog } = await openTransfer();
    expect(within(dialog).getByText('Transfer Lead')).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText('Employee'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Employee', 'Admin User', 'Ravi Shah']);
  });

  it('asks for an employee', async () => {
    const { fetchMock, user, dialog } = await openTransfer();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Please select an employee')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/transfer-leads')).toEqual([]);
  });

  it('transfers, toasts the server’s message and reloads the list', async () => {
    const { fetchMock, user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Ravi Shah');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Lead transferred successfully.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/transfer-leads')).toEqual([{ id: 101, UserId: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /api/leads-list')).toHaveLength(2);
  });

  it('shows a refused employee under the picker', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openTransfer(
      failure(422, 'Please select an active employee.', {
        UserId: 'Please select an active employee.',
      }),
    );
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Admin User');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Please select an active employee.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a restricted account under the picker', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openTransfer(
      failure(403, 'This account may change only its own leads.'),
    );
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Admin User');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('This account may change only its own leads.'),
    ).toBeInTheDocument();
  });
});
