import type { LeadEvent } from '@yaar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failsOnce, failure, mockFetch, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { LeadTimeline } from './lead-timeline';

const asha = { id: 7, Name: 'Asha Patel' };
const now = new Date().toISOString();
const events: LeadEvent[] = [
  {
    id: 3,
    At: now,
    Type: 'updated',
    By: asha,
    Summary: 'Changed Company Name',
    Changes: [{ Field: 'CompanyName', From: 'Shree Auto', To: 'Shree Auto Care' }],
  },
  {
    id: 2,
    At: now,
    Type: 'photo',
    By: asha,
    Summary: 'Hoarding photo replaced',
    Changes: [{ Field: 'Hoarding', From: '', To: 'replaced' }],
  },
  {
    id: 1,
    At: '2026-01-05T10:00:00+05:30',
    Type: 'imported',
    By: null,
    Summary: 'Imported from a sheet',
  },
];
const page = (rows: LeadEvent[], total: number, pageNo = 1) => ({
  status: 200,
  body: {
    status: 200,
    message: 'Lead timeline',
    data: rows,
    meta: { total, page: pageNo, pageSize: 20 },
  },
});

describe('LeadTimeline', () => {
  it('shows the events newest first: who · when, the summary, changes as "Field: A → B"', async () => {
    mockFetch({ 'POST /api/lead-timeline': page(events, 3) });
    renderApp(<LeadTimeline leadId={101} />, { user: staffUser });
    const list = await screen.findByRole('list', { name: 'Events, newest first' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('lead-event'));
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Asha Patel · today \d{2}:\d{2}/);
    expect(items[0]).toHaveTextContent('Company Name: Shree Auto → Shree Auto Care');
    expect(items[1]).toHaveTextContent('Hoarding: replaced');
    expect(items[2]).toHaveTextContent('System · 05-01-2026 10:00');
  });

  it('filters by kind with a chip, and asks for the next page with Show more', async () => {
    const fetchMock = mockFetch({
      'POST /api/lead-timeline': (body) => {
        const { Type, Page } = body as { Type?: string; Page: number };
        if (Type === 'follow-up') return page([], 0);
        return page([{ ...events[0]!, id: 100 - Page }], 21, Page);
      },
    });
    renderApp(<LeadTimeline leadId={101} />, { user: staffUser });
    await screen.findByText('Changed Company Name');
    // Scrolled to its end, the list asks by itself where the browser can tell; else Show more.
    const more = screen.queryByRole('button', { name: 'Show more' });
    if (more) await userEvent.click(more);
    expect(await screen.findAllByText('Changed Company Name')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Follow-ups' }));
    expect(await screen.findByText('Nothing recorded yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow-ups' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sentTo(fetchMock, 'POST /api/lead-timeline')).toEqual([
      { LeadId: 101, Page: 1, PageSize: 20 },
      { LeadId: 101, Page: 2, PageSize: 20 },
      { LeadId: 101, Type: 'follow-up', Page: 1, PageSize: 20 },
    ]);
  });

  it('says a failed load and retries it, never an empty story', async () => {
    mockFetch({
      'POST /api/lead-timeline': failsOnce(failure(404, 'Lead not found.'), page(events, 3)),
    });
    renderApp(<LeadTimeline leadId={101} />, { user: staffUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the timeline.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Changed Company Name')).toBeVisible();
  });
});
