import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmAlert, showAlert, showProgressAlert } from '@/lib/alerts';
import { catalogue, employees, leadItem, leadsPage } from '@/testing/lead-fixtures';
import type { MockAnswer } from '@/testing/mock-fetch';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { LeadsList } from '../components/leads-list';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
  showProgressAlert: vi.fn(),
}));

async function deleteFirstLead(deleteAnswer: MockAnswer) {
  const fetchMock = mockFetch({
    'POST /api/leads-list': leadsPage([leadItem()]),
    'POST /api/lead-delete': deleteAnswer,
  });
  renderApp(<LeadsList followUp={undefined} catalogue={catalogue} employees={employees} />, {
    user: staffUser,
    path: '/leads',
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Action for Shree Motors' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return fetchMock;
}

const confirmTexts = {
  title: 'Are you sure?',
  text: 'Do you really want to delete this lead?',
  confirmButtonText: 'Yes, Delete',
  cancelButtonText: 'Cancel',
};
const deletingTexts = {
  title: 'Deleting...',
  text: 'Please wait while the lead is being deleted.',
};

describe('deleting a lead', () => {
  it('asks, shows Deleting..., then Success! and reloads the list', async () => {
    const fetchMock = await deleteFirstLead(ok('Lead deleted successfully.'));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Success!',
        text: 'Lead deleted successfully.',
        icon: 'success',
      }),
    );
    expect(confirmAlert).toHaveBeenCalledWith(confirmTexts);
    expect(showProgressAlert).toHaveBeenCalledWith(deletingTexts);
    expect(sentTo(fetchMock, 'POST /api/lead-delete')).toEqual([{ id: 101 }]);
    expect(sentTo(fetchMock, 'POST /api/leads-list')).toHaveLength(2);
  });

  it('deletes nothing when cancelled', async () => {
    vi.mocked(confirmAlert).mockResolvedValueOnce(false);
    const fetchMock = await deleteFirstLead(ok('Lead deleted successfully.'));
    await vi.waitFor(() => expect(confirmAlert).toHaveBeenCalledWith(confirmTexts));
    expect(showProgressAlert).not.toHaveBeenCalled();
    expect(sentTo(fetchMock, 'POST /api/lead-delete')).toEqual([]);
  });

  it('shows Error! with the server’s message', async () => {
    await deleteFirstLead(failure(404, 'Lead not found.'));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Error!',
        text: 'Lead not found.',
        icon: 'error',
      }),
    );
    expect(showProgressAlert).toHaveBeenCalledWith(deletingTexts);
  });

  it('shows Error! with the default text when the server gives no message', async () => {
    await deleteFirstLead({ status: 403, body: { status: 403, message: '' } });
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Error!',
        text: 'Failed to delete lead.',
        icon: 'error',
      }),
    );
  });
});
