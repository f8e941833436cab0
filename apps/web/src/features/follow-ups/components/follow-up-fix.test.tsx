import 'fake-indexeddb/auto';
import { followUpMessages, leadMessages } from '@yaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem, allItems, deleteItem } from '@/lib/offline-queue/store';
import type { QueueError, QueueItem } from '@/lib/offline-queue/types';
import { catalogue } from '@/testing/lead-fixtures';
import { changedMeanwhile, keptFollowUp } from '@/testing/queue-fixtures';
import { failure, mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { FollowUps } from './follow-ups';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

/** A follow-up saved on the phone (Interested, next 20 Jan) that the server refused. */
const refused = (lastError: QueueError): Promise<QueueItem> =>
  addItem(keptFollowUp(staffUser.id, lastError));

async function renderFix(item: QueueItem, answer = ok(leadMessages.followUpCreated, { id: 9 })) {
  const fetchMock = mockFetch({
    'GET /api/followups-list': ok('Follow-ups', []),
    'POST /api/create-followup': answer,
  });
  renderApp(
    <FollowUps
      leadId={101}
      leadName="Shree Motors"
      catalogue={catalogue}
      currentStatusId={22}
      fixing={item}
    />,
    { user: staffUser, path: '/followups/101' },
  );
  return {
    fetchMock,
    user: userEvent.setup(),
    dialog: await screen.findByRole('dialog', { name: 'Fix Follow Up' }),
  };
}

beforeEach(async () => {
  for (const item of await allItems()) await deleteItem(item.id);
});

describe('Fix Follow Up', () => {
  it('after a conflict, shows the lead now beside what was entered and sends the choice in the item’s place', async () => {
    const item = await refused(changedMeanwhile);
    const { fetchMock, user, dialog } = await renderFix(item);
    expect(within(dialog).getByLabelText(/Remarks/)).toHaveValue('Second visit');
    expect(within(dialog).getByText(followUpMessages.nextDateChangedMeanwhile)).toBeInTheDocument();
    const conflict = within(dialog).getByRole('group', {
      name: 'Changed by someone else meanwhile',
    });
    expect(within(conflict).getByRole('row', { name: /Status/ })).toHaveTextContent(
      'StatusCompleted · Not InterestedPending · Interested',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Choose what to keep: what you entered, or what the lead holds now.',
      ),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/create-followup')).toEqual([]);

    await user.click(within(conflict).getByLabelText('Take what the lead holds now'));
    expect(within(dialog).getByLabelText(/Sub Status/)).toHaveValue('22');
    expect(within(dialog).getByLabelText(/Next Follow Up Date/)).toHaveValue('2030-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(leadMessages.followUpCreated)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/create-followup')).toEqual([
      {
        LeadId: 101,
        FollowUpDate: '2030-01-16',
        Remarks: 'Second visit',
        UserId: staffUser.id,
        StatusId: 22,
        NextDate: '2030-02-01',
        StartedFromStatusId: 22,
        StartedFromNextDate: '2030-02-01',
      },
    ]);
    const headers = fetchMock.mock.calls.find(([input]) =>
      urlOf(input).endsWith('/create-followup'),
    )![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).not.toBe(item.idempotencyKey);
    expect(await allItems()).toEqual([]);
  });

  it('says a refusal that belongs to no field above the form, and keeps the item when refused again', async () => {
    const item = await refused({ status: 404, message: leadMessages.leadNotFound });
    const { user, dialog } = await renderFix(item, failure(404, leadMessages.leadNotFound));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(leadMessages.leadNotFound);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await allItems()).toMatchObject([{ id: item.id, seq: item.seq, state: 'refused' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Fix Follow Up' })).toBeInTheDocument();
  });
});
