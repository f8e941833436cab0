import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LicenseReportRoute } from '@/app/routes/licenses/license-report';
import { LicenseTransactionsRoute } from '@/app/routes/licenses/license-transactions';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { gstSale } from '@/testing/licence-fixtures';
import { adminUser, renderApp } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const employees = ok('Users', [{ id: 7, FirstName: 'Ravi', LastName: 'Seller', Status: 1 }]);

const transaction = gstSale;

describe('License Transactions', () => {
  it('lists, shows a transaction read-only, and says why a delete failed', async () => {
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [transaction]),
      'POST /api/delete-license-transaction': failure(
        409,
        'Only the latest transaction of a license can be deleted.',
      ),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    const user = userEvent.setup();
    const row = (await screen.findByText('YB/26-27/00041')).closest('tr')!;
    expect(row).toHaveTextContent('₹1,770.00');
    await user.click(within(row).getByRole('button', { name: 'Action for YB/26-27/00041' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Product Charges (₹)')).toHaveValue('1000.00');
    expect(within(dialog).getByLabelText('Product Charges (₹)')).toBeDisabled();
    expect(within(dialog).getByTestId('licence-total')).toHaveTextContent('₹1,770.00');
    // What the sale changed; read-only, so no required marks.
    expect(within(dialog).getByText('31-12-2026 → 31-12-2027')).toBeInTheDocument();
    expect(within(dialog).getByText('₹250.00 → ₹250.00')).toBeInTheDocument();
    expect(dialog.querySelector('.form-label-required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(row).getByRole('button', { name: 'Action for YB/26-27/00041' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete transaction.')).toBeInTheDocument();
    expect(
      screen.getByText('Only the latest transaction of a license can be deleted.'),
    ).toBeInTheDocument();
  });
});

describe('The transactions date filter', () => {
  it('refuses a To Date before the From Date beside the field, and asks for nothing out of order', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [transaction]),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    await screen.findByText('YB/26-27/00041');
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-10' } });
    expect(await screen.findByText('From Date must not be after To Date.')).toBeInTheDocument();
    const sent = sentTo(fetchMock, 'POST /api/license-transactions') as { ToDate?: string }[];
    expect(sent.some((body) => body.ToDate === '2026-11-10')).toBe(false);
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/license-transactions').at(-1)).toMatchObject({
        FromDate: '2026-11-20',
        ToDate: '2026-11-30',
      }),
    );
    expect(screen.queryByText('From Date must not be after To Date.')).toBeNull();
  });
});

describe('A cancelled transaction', () => {
  it('is marked Cancelled, can still print its bill, and cannot be deleted again', async () => {
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [
        { ...transaction, CancelledAt: '2026-11-21T05:00:00Z' },
      ]),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    const user = userEvent.setup();
    const row = (await screen.findByText('YB/26-27/00041')).closest('tr')!;
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Action for YB/26-27/00041' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Print Bill' })).toBeEnabled();
  });
});

describe('License Report', () => {
  it('warns when there is nothing to report', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/report-license': ok(
        'No transactions match these filters: no report generated.',
        '',
      ),
    });
    const opened = { close: vi.fn(), location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    renderApp(<LicenseReportRoute />, { user: adminUser, path: '/license-report' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile No'), '123');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Mobile No'));
    await user.selectOptions(screen.getByLabelText('Product'), 'OYaar');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Report Not Generated!')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
    expect(sentTo(fetchMock, 'POST /api/report-license')).toEqual([{ Product: 'OYaar' }]);
  });

  it('saves the spreadsheet at once with Excel, without opening the PDF', async () => {
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/report-license': ok(
        'Report generated.',
        '/api/license-report-file?q=x&signature=y',
      ),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp(<LicenseReportRoute />, { user: adminUser, path: '/license-report' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).href).toMatch(
      /\/api\/license-report-file\?q=x&signature=y&format=xlsx$/,
    );
    expect(open).not.toHaveBeenCalled();
    clicked.mockRestore();
  });
});
