import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analytics, AnalyticsCompany, AnalyticsQuery } from '@yaar/shared';
import { addDays, analyticsMessages } from '@yaar/shared';
import { describe, expect, it } from 'vitest';
import { businessTodayIso } from '@/lib/dates';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { OYaarAnalytics } from './oyaar-analytics';

const today = businessTodayIso();
const company = (id: number, name: string, licence: string | null): AnalyticsCompany => ({
  id,
  Name: name,
  MobileNo: `98250000${String(id).padStart(2, '0')}`,
  ReminderCount: id * 2,
  EntryDate: today,
  owner: { FirstName: 'Ramesh', LastName: 'Patel', LicenseKey: licence },
});
const ganesh = company(1, 'Ganesh Traders', addDays(today, 30));
const oldMill = company(2, '', addDays(today, -1));
const neverLicensed = company(3, 'Never Licensed Co', null);
const answer = (query: Partial<AnalyticsQuery>): Analytics => ({
  counts: { Companies: 3, Active: 1, Expired: 2, Users: 3 },
  companies:
    query.FilterCompany === 'Active'
      ? [ganesh]
      : query.FilterCompany === 'Expired'
        ? [oldMill, neverLicensed]
        : [ganesh, oldMill, neverLicensed],
  users: [{ id: 5, Name: 'Meena Shah', MobileNo: '9898989898', EntryDate: today }],
});

describe('OYaar Analytics', () => {
  it('counts the range, and opens the companies with their licence state', async () => {
    const fetchMock = mockFetch({
      'POST /oyaar-api/analytics': (body) =>
        ok(analyticsMessages.analytics, answer(body as Partial<AnalyticsQuery>)),
    });
    renderApp(<OYaarAnalytics />, { user: adminUser });
    const companies = await screen.findByRole('button', { name: 'Registered Companies: 3' });
    expect(screen.getByRole('button', { name: 'Registered Users: 3' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('From Date'), addDays(today, -10));
    await userEvent.type(screen.getByLabelText('To Date'), today);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(sentTo(fetchMock, 'POST /oyaar-api/analytics')).toContainEqual({
      FromDate: addDays(today, -10),
      ToDate: today,
      Page: 1,
      PageSize: 1,
    });

    await userEvent.click(companies);
    const dialog = await screen.findByRole('dialog', { name: 'Registered Companies' });
    const cards = await within(dialog).findByRole('list', { name: 'Companies' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getByText('Ganesh Traders')).toBeInTheDocument();
    // A company without a name reads N/A; a past licence date is red, a running one green.
    expect(within(cards).getByText('N/A')).toBeInTheDocument();
    expect(within(cards).getByText(/\(expired\)/).parentElement).toHaveClass('text-danger');
    expect(within(cards).getByText(/\(active\)/).parentElement).toHaveClass('text-success');
    // A company that never had a licence is not an expired one.
    expect(within(cards).getByText('No licence')).not.toHaveClass('text-danger');
    expect(within(cards).getAllByText(/\(expired\)/)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    // Active shows its count once used.
    expect(within(dialog).getByRole('button', { name: 'Active' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Active' }));
    expect(await within(dialog).findByRole('button', { name: 'Active (1)' })).toBeInTheDocument();
    expect(
      within(await within(dialog).findByRole('list', { name: 'Companies' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(1);
    expect(sentTo(fetchMock, 'POST /oyaar-api/analytics').at(-1)).toMatchObject({
      FilterCompany: 'Active',
      FromDate: addDays(today, -10),
    });
  });

  it('opens the users with their own dates', async () => {
    const fetchMock = mockFetch({
      'POST /oyaar-api/analytics': (body) =>
        ok(analyticsMessages.analytics, answer(body as Partial<AnalyticsQuery>)),
    });
    renderApp(<OYaarAnalytics />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Registered Users: 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registered Users' });
    expect(await within(dialog).findByText('Meena Shah')).toBeInTheDocument();
    expect(within(dialog).getByText('9898989898')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Export Users/ })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('From Date'), today);
    await userEvent.type(within(dialog).getByLabelText('To Date'), addDays(today, -1));
    expect(within(dialog).getByText(analyticsMessages.dateOrder)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('To Date'));
    await userEvent.type(within(dialog).getByLabelText('To Date'), today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(sentTo(fetchMock, 'POST /oyaar-api/analytics').at(-1)).toEqual({
      FromDate: today,
      ToDate: today,
      Page: 1,
      PageSize: 24,
    });
  });
});
