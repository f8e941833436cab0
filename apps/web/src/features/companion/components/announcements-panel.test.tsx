import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementMessages, announcementQuestion, lengthLimitReached } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { confirmAlert } from '@/lib/alerts';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { AnnouncementsPanel } from './announcements-panel';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

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
    // Pushed to every customer's phone at once: asked first, and nothing goes on a Cancel.
    vi.mocked(confirmAlert).mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(confirmAlert).toHaveBeenCalledWith(announcementQuestion('Customers'));
    expect(sentTo(fetchMock, 'POST /oyaar-api/announcement-for-all')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(announcementMessages.sent)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/announcement-for-all')).toEqual([
      { SentTo: 'users', Title: 'Diwali offer', Body: '20% off' },
    ]);
  });

  it('says when the title reaches its limit, instead of cutting a paste silently', async () => {
    mockFetch({ 'GET /oyaar-api/announcement-list': ok(announcementMessages.list, []) });
    renderApp(<AnnouncementsPanel />, { user: adminUser });
    const title = screen.getByLabelText(/^Title/);
    await userEvent.type(title, 'x'.repeat(99));
    expect(screen.queryByText(lengthLimitReached(100))).not.toBeInTheDocument();
    await userEvent.click(title);
    await userEvent.paste('a long pasted title');
    expect(title).toHaveValue(`${'x'.repeat(99)}a`);
    expect(screen.getByText(lengthLimitReached(100))).toBeInTheDocument();
  });
});
