import type { FollowUp } from '@yaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { businessTodayIso } from '@/lib/dates';
import { catalogue } from '@/testing/lead-fixtures';
import type { MockAnswer } from '@/testing/mock-fetch';
import { failsOnce, failure, mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { FollowUps } from './follow-ups';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const followUp = (id: number, date: string, remarks: string): FollowUp => ({
  id,
  LeadId: 101,
  FollowUpDate: date,
  NextDate: null,
  UserId: staffUser.id,
  EmployeeName: 'Asha Patel',
  Remarks: remarks,
  status: null,
  EntryDate: `${date}T06:00:00.000Z`,
});

function renderFollowUps(
  followUps: FollowUp[] = [],
  createAnswer: MockAnswer = ok('Follow up added successfully.'),
  user: typeof staffUser | null = staffUser,
) {
  const fetchMock = mockFetch({
    'GET /api/followups-list': ok('Follow-ups', followUps),
    'POST /api/create-followup': createAnswer,
  });
  renderApp(
    <FollowUps
      leadId={101}
      leadName="Shree Motors · 9898989898"
      catalogue={catalogue}
      currentStatusId={13}
    />,
    { user: user ?? undefined, path: '/followups/101' },
  );
  return { fetchMock, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add New Follow Up' }));
  return screen.findByRole('dialog');
}

describe('FollowUps', () => {
  it('lists the follow-ups as the server orders them (newest first)', async () => {
    const { fetchMock } = renderFollowUps([
      followUp(2, '2025-01-18', 'Demo fixed for Monday.'),
      followUp(1, '2025-01-15', 'Call after Sankranti.'),
    ]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Entry Date', 'Employee Name', 'Remarks']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '18-01-2025Asha PatelDemo fixed for Monday.',
      '15-01-2025Asha PatelCall after Sankranti.',
    ]);
    // (The screen also asks the server's ping whether it is online: the "as of" mark.)
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/api/followups-list?LeadId=101');
  });

  it('says so when there are none', async () => {
    renderFollowUps();
    expect(await screen.findByText('No follow-up data available.')).toBeInTheDocument();
  });

  it('says what failed to load, and Retry loads the follow-ups', async () => {
    mockFetch({
      'GET /api/followups-list': failsOnce(
        failure(403, 'You are not allowed to do this.'),
        ok('Follow-ups', [followUp(1, '2025-01-15', 'Call after Sankranti.')]),
      ),
    });
    renderApp(<FollowUps leadId={101} catalogue={catalogue} currentStatusId={13} />, {
      user: staffUser,
      path: '/followups/101',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the follow-ups. You are not allowed to do this.',
    );
    expect(screen.queryByText('No follow-up data available.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Call after Sankranti.')).toBeInTheDocument();
  });
});

describe('Add New Follow Up', () => {
  it('starts today, as the current user, with the lead’s current status', async () => {
    const { user } = renderFollowUps();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Add New Follow Up')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Follow Up Date')).toHaveValue(businessTodayIso());
    expect(within(dialog).getByLabelText('Main Status')).toHaveValue('Pending');
    expect(within(dialog).getByLabelText('Sub Status')).toHaveDisplayValue('Interested');
    expect(dialog.querySelector('input[type="hidden"][name="UserId"]')).toHaveValue(
      String(staffUser.id),
    );
  });

  it('asks for every field', async () => {
    const { fetchMock, user } = renderFollowUps();
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText('Follow Up Date'));
    await user.selectOptions(within(dialog).getByLabelText('Main Status'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'FollowUp Date is required.',
      'Remarks is required.',
      'Main Status is required.',
      'Sub Status is required.',
      'Next FollowUp Date is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(sentTo(fetchMock, 'POST /api/create-followup')).toEqual([]);
  });

  it('needs the employee (the signed-in user)', async () => {
    const { fetchMock, user } = renderFollowUps([], undefined, null);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Employee is required.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/create-followup')).toEqual([]);
  });

  it('refuses a next date before the follow-up date', async () => {
    const { fetchMock, user } = renderFollowUps();
    const dialog = await openDialog(user);
    const date = within(dialog).getByLabelText('Follow Up Date');
    await user.clear(date);
    await user.type(date, '2025-03-10');
    await user.type(within(dialog).getByLabelText('Next Follow Up Date'), '2025-03-09');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Visited.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Next FollowUp Date cannot be earlier than the FollowUp Date.',
      ),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/create-followup')).toEqual([]);
  });

  it('saves, toasts, closes and reloads the list', async () => {
    const { fetchMock, user } = renderFollowUps();
    const dialog = await openDialog(user);
    const date = within(dialog).getByLabelText('Follow Up Date');
    await user.clear(date);
    await user.type(date, '2025-03-10');
    await user.type(within(dialog).getByLabelText('Next Follow Up Date'), '2025-03-10');
    await user.selectOptions(within(dialog).getByLabelText('Main Status'), 'Completed');
    await user.selectOptions(within(dialog).getByLabelText('Sub Status'), 'Converted');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Licence bought.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Follow up added successfully.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/create-followup')).toEqual([
      {
        LeadId: 101,
        FollowUpDate: '2025-03-10',
        Remarks: 'Licence bought.',
        UserId: staffUser.id,
        StatusId: 21,
        NextDate: '2025-03-10',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      fetchMock.mock.calls.filter(([url]) => urlOf(url).startsWith('/api/followups-list')),
    ).toHaveLength(2);
  });

  it('shows the server’s field errors in the dialog', async () => {
    const { user } = renderFollowUps(
      [],
      failure(422, 'Next FollowUp Date cannot be earlier than the FollowUp Date.', {
        NextDate: 'Next FollowUp Date cannot be earlier than the FollowUp Date.',
      }),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Next Follow Up Date'), '2099-01-01');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Visited.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText(
        'Next FollowUp Date cannot be earlier than the FollowUp Date.',
      ),
    ).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Next Follow Up Date')).toHaveClass('is-invalid');
  });
});
