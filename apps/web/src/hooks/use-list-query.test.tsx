import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { useListQuery } from './use-list-query';

function ListProbe() {
  const list = useListQuery({ defaults: { Status: 'Pending', Product: '' }, pageSize: 50 });
  return (
    <>
      <label htmlFor="search">Search</label>
      <input id="search" value={list.searchBox} onChange={(e) => list.setSearch(e.target.value)} />
      <button type="button" onClick={() => list.setFilters({ Status: 'Completed' })}>
        Completed
      </button>
      <button type="button" onClick={() => list.setFilters({ Status: '' })}>
        All
      </button>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Next
      </button>
      <output>{JSON.stringify(list.query)}</output>
    </>
  );
}

const renderProbe = (path = '/licenses') =>
  renderApp(<ListProbe />, { routes: [{ path: '/licenses', element: <ListProbe /> }], path });
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as object;
const address = (router: ReturnType<typeof renderProbe>['router']) => router.state.location.search;

describe('useListQuery', () => {
  it('starts from the defaults, and from the address when it has the view', () => {
    const { unmount } = renderProbe();
    expect(shown()).toEqual({
      filters: { Status: 'Pending', Product: '' },
      search: '',
      page: 1,
      pageSize: 50,
    });
    unmount();
    renderProbe('/licenses?Status=&Product=OYaar&search=shree&page=3&pageSize=20');
    expect(shown()).toEqual({
      filters: { Status: '', Product: 'OYaar' },
      search: 'shree',
      page: 3,
      pageSize: 20,
    });
    expect(screen.getByLabelText('Search')).toHaveValue('shree');
  });

  it('keeps the page and the filters in the address, and a filter goes back to page 1', async () => {
    const { router } = renderProbe();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address(router)).toBe('?page=3');
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(address(router)).toBe('?Status=Completed');
    expect(shown()).toMatchObject({ filters: { Status: 'Completed' }, page: 1 });
    // An empty value that is not the default is kept: 'All' is not 'Pending'.
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(address(router)).toBe('?Status=');
  });

  it('asks for the search once typing pauses, from page 1', async () => {
    const { router } = renderProbe('/licenses?page=2');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'shree ');
    expect(screen.getByLabelText('Search')).toHaveValue('shree ');
    expect(shown()).toMatchObject({ search: '', page: 2 });
    await waitFor(() => expect(shown()).toMatchObject({ search: 'shree', page: 1 }));
    expect(address(router)).toBe('?search=shree');
    // The box keeps what was typed (the trailing space) while the address has it trimmed.
    expect(screen.getByLabelText('Search')).toHaveValue('shree ');
  });
});
