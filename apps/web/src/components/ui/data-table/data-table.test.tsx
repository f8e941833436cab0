import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { stubPhoneScreen } from '@/testing/render';
import type { DataTableColumn, DataTableProps } from '.';
import { DataTable } from '.';

interface Shop {
  id: number;
  name: string;
  mobile: string;
}
const shops: Shop[] = [
  { id: 1, name: 'Shree Motors', mobile: '9898989898' },
  { id: 2, name: 'Ravi Garage', mobile: '9000000001' },
];
const columns: DataTableColumn<Shop>[] = [
  { id: 'name', header: 'Company Name', cell: (shop) => shop.name, sortKey: 'CompanyName' },
  { id: 'mobile', header: 'Mobile No', cell: (shop) => shop.mobile, className: 'text-nowrap' },
];
/** The shops table with these props on top of the defaults. */
const shopsTable = (props: Partial<DataTableProps<Shop>> = {}) => (
  <DataTable
    columns={columns}
    rows={shops}
    rowKey={(shop) => shop.id}
    emptyText="No shops."
    {...props}
  />
);
const openAction = {
  render: (shop: Shop) => <button type="button">Open {shop.name}</button>,
};

describe('DataTable', () => {
  it('shows the columns, the rows and each row’s action', () => {
    render(shopsTable({ rowActions: openAction }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company Name', 'Mobile No', 'Action']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Shree Motors9898989898Open Shree Motors', 'Ravi Garage9000000001Open Ravi Garage']);
  });

  it('shows a spinner while loading, and the empty text when nothing matched', () => {
    const { rerender } = render(shopsTable({ rows: undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(shopsTable({ rows: [] }));
    expect(screen.getByRole('cell', { name: 'No shops.' })).toBeInTheDocument();
  });

  it('says what failed and why, and retries', async () => {
    const onRetry = vi.fn();
    render(
      shopsTable({
        rows: undefined,
        error: { what: 'the shops', error: new ApiError(0, 'Network Error!'), onRetry },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the shops. Network Error!');
    expect(screen.queryByText('No shops.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('sorts by a column’s key, then the other way', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      shopsTable({ sort: { key: 'Mobile', direction: 'asc' }, onSortChange }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Company Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'CompanyName', direction: 'asc' });
    rerender(shopsTable({ sort: { key: 'CompanyName', direction: 'asc' }, onSortChange }));
    expect(screen.getByRole('columnheader', { name: 'Company Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Company Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'CompanyName', direction: 'desc' });
  });

  it('shows each row as a card of label/value pairs on a phone', () => {
    stubPhoneScreen();
    render(shopsTable({ cardsLabel: 'Shops', rowActions: openAction }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Shops' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Mobile No').nextElementSibling).toHaveTextContent(
      '9898989898',
    );
    expect(within(cards[1]!).getByRole('button', { name: 'Open Ravi Garage' })).toBeInTheDocument();
  });

  it('keeps the table on a phone when asked', () => {
    stubPhoneScreen();
    render(shopsTable({ cards: false }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
