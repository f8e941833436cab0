import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { AnnouncementsPanel } from './announcements-panel';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const sent = {
  id: 3,
  Title: 'Server upgrade',
  Body: 'Sunday 2 am',
  SentTo: 'companies',
  CreatedAt: '2026-11-20T10:00:00Z',
  Delivered: 0,
};

describe('AnnouncementsPanel', () => {
  it("says what is missing, then sends the spec's fields to the chosen audience", async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/announcement-list': ok(announcementMessages.list, [sent]),
      'POST /oyaar-api/announcement-for-all': ok(announcementMessages.sent),
    });
    renderApp(<AnnouncementsPanel />, { user: adminUser });
    expect(await screen.findByText('Server upgrade')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Businesses' })).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(announcementMessages.sentToRequired)).toBeInTheDocument();
    expect(screen.getByText(announcementMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(announcementMessages.bodyRequired)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/announcement-for-all')).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText(/Announcement is for/), 'Customers');
    await userEvent.type(screen.getByLabelText(/^Title/), 'Diwali offer');
    await userEvent.type(
      screen.getByLabelText(/^Announcement\b/, { selector: 'textarea' }),
      '20% off',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(announcementMessages.sent)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/announcement-for-all')).toEqual([
      { SentTo: 'users', Title: 'Diwali offer', Body: '20% off' },
    ]);
  });
});
