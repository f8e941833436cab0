import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadItem } from '@/testing/lead-fixtures';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { QuickSearch } from './quick-search';

describe('QuickSearch', () => {
  it('lists the leads matching the typed text and opens the list on the one picked', async () => {
    const fetchMock = mockFetch({
      'POST /api/leads-list': ok('Leads', [
        leadItem({
          id: 7,
          CompanyName: 'Shree Motors',
          OwnerName: 'Mahesh',
          MobileNo: '9898989898',
        }),
      ]),
    });
    const user = userEvent.setup();
    const { router } = renderApp(<QuickSearch />, { user: staffUser, path: '/somewhere' });
    await user.type(screen.getByRole('combobox', { name: 'Search leads' }), 'shree');
    const option = await screen.findByRole('option', { name: /Shree Motors/ });
    expect(option).toHaveTextContent('Mahesh · 9898989898');
    expect(sentTo(fetchMock, 'POST /api/leads-list').at(-1)).toEqual({
      Search: 'shree',
      Page: 1,
      PageSize: 8,
    });
    await user.click(option);
    expect(router.state.location.pathname).toBe('/leads');
    expect(router.state.location.search).toBe('?search=9898989898');
  });

  it('says when nothing matches, and Enter opens the list on the typed text', async () => {
    mockFetch({ 'POST /api/leads-list': ok('Leads', []) });
    const user = userEvent.setup();
    const { router } = renderApp(<QuickSearch />, { user: staffUser, path: '/somewhere' });
    await user.type(screen.getByRole('combobox', { name: 'Search leads' }), 'nobody');
    expect(await screen.findByText('No leads match.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=nobody');
  });
});
