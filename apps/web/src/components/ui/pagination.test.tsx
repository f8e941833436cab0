import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './pagination';

describe('ListPagination', () => {
  it('shows the exact range and offers every page when the total is counted', async () => {
    const onPageChange = vi.fn();
    render(
      <ListPagination
        meta={{ total: 120, page: 3, pageSize: 50 }}
        rowsOnPage={20}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('101–120 of 120')).toBeInTheDocument();
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    // On the last page Next and Last are shown but are no longer buttons.
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('reads a capped search total as "1000+" and goes on past it while pages are full', async () => {
    const onPageChange = vi.fn();
    render(
      <ListPagination
        meta={{ total: 1000, page: 20, pageSize: 50, totalCapped: true }}
        rowsOnPage={50}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('951–1000 of 1000+')).toBeInTheDocument();
    expect(screen.getByText('20 / 21+')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(21);
  });

  it('reads an empty page past a capped total as 0–0, never a range it does not show', () => {
    render(
      <ListPagination
        meta={{ total: 1000, page: 40, pageSize: 50, totalCapped: true }}
        rowsOnPage={0}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('0–0 of 1000+')).toBeInTheDocument();
  });
});
