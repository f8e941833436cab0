import type { LicenceTransaction } from '@yaar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LicenseRoute } from '@/app/routes/licenses/license';
import { LicenseReportRoute } from '@/app/routes/licenses/license-report';
import { LicenseTransactionsRoute } from '@/app/routes/licenses/license-transactions';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const employees = ok('Users', [{ id: 7, FirstName: 'Ravi', LastName: 'Seller', Status: 1 }]);

describe('License', () => {
  it('starts a new licence from an empty search, shows live totals and sends figures the server can check', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'GET /api/cities-list': ok('Cities', [
        { CityId: 1, CityName: 'Ahmedabad', state: { StateName: 'Gujarat' } },
        { CityId: 2, CityName: 'Surat', state: { StateName: 'Gujarat' } },
        { CityId: 3, CityName: 'Mumbai', state: { StateName: 'Maharashtra' } },
      ]),
      'POST /api/search-license': ok('No license found for this product and mobile number.', []),
      'POST /api/update-license': ok('License updated successfully.', {
        message: 'License updated successfully.',
        transactionId: 42,
        InvoiceNo: 'YB/26-27/00042',
      }),
    });
    renderApp(<LicenseRoute />, { user: adminUser, path: '/license' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Product is required.')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required.')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText(/^Product/, { selector: '#search-Product' }),
      'OYaar',
    );
    await user.type(screen.getByLabelText(/^Mobile No/), '98765');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile No/), '43210');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No license found for this product and mobile number.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name (new license)'), 'Asha Traders');
    // The licence's usual charges (left) and this sale's charges (right) are named apart.
    expect(screen.getByLabelText('Usual Product Charges (₹)')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Product Charges (₹)', { exact: true })).toHaveLength(1);

    await user.type(
      screen.getByLabelText('Product Charges (₹)', { selector: '#licence-ProductCharges' }),
      '999.99',
    );
    await user.type(
      screen.getByLabelText('Server Charges (₹)', { selector: '#licence-ServerCharges' }),
      '0.01',
    );
    expect(screen.getByTestId('licence-subtotal')).toHaveTextContent('₹1,000.00');
    // In the supplier's own state: CGST and SGST, 9 % each.
    expect(screen.getByTestId('licence-cgst')).toHaveTextContent('₹90.00');
    expect(screen.getByTestId('licence-sgst')).toHaveTextContent('₹90.00');
    expect(screen.getByTestId('licence-total')).toHaveTextContent('₹1,180.00');
    await user.selectOptions(screen.getByLabelText('GST'), 'No');
    expect(screen.getByTestId('licence-total')).toHaveTextContent('₹1,000.00');
    await user.selectOptions(screen.getByLabelText('GST'), 'Yes');

    await user.click(screen.getByRole('button', { name: 'Update License' }));
    const form = screen.getByRole('form', { name: 'Update License' });
    expect(
      await within(form).findByText('Transaction type selection is required.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Employee selection is required.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/update-license')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Purchase');
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ravi Seller');
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Cash');
    await user.type(screen.getByLabelText('License Days'), '365');
    expect(await screen.findByRole('option', { name: 'Maharashtra' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Place of Supply (state)'), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Update License' }));
    expect(await screen.findByText('License updated successfully.')).toBeInTheDocument();
    // The invoice, offered at once.
    expect(screen.getByRole('button', { name: 'Print Bill YB/26-27/00042' })).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/update-license')[0]).toMatchObject({
      Product: 'OYaar',
      MobileNo: '9876543210',
      Name: 'Asha Traders',
      TranType: 'Purchase',
      EmployeeId: '7',
      ProductCharges: '999.99',
      ServerCharges: '0.01',
      IsGST: true,
      PlaceOfSupply: 'Maharashtra',
      SubTotal: '1000.00',
      GSTCharges: '180.00',
      TotalCharges: '1180.00',
    });
    // The sale went with its submission's Idempotency-Key (the server records it once).
    const [, sent] = fetchMock.mock.calls.find(
      ([url]) => typeof url === 'string' && url.endsWith('/update-license'),
    )!;
    expect(new Headers(sent?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(
      screen.getByLabelText('Product Charges (₹)', { selector: '#licence-ProductCharges' }),
    ).toHaveValue('');
  });
});

describe('A new licence without a name', () => {
  it('is refused beside the Name field, and nothing is sent', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/search-license': ok('No license found for this product and mobile number.', []),
    });
    renderApp(<LicenseRoute />, { user: adminUser, path: '/license' });
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByLabelText(/^Product/, { selector: '#search-Product' }),
      'OYaar',
    );
    await user.type(screen.getByLabelText(/^Mobile No/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByLabelText('Name (new license)');
    await user.click(screen.getByRole('button', { name: 'Update License' }));
    expect(await screen.findByText('Name is required for a new license.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name (new license)')).toHaveClass('is-invalid');
    expect(sentTo(fetchMock, 'POST /api/update-license')).toEqual([]);
    await user.type(screen.getByLabelText('Name (new license)'), 'A');
    expect(screen.queryByText('Name is required for a new license.')).toBeNull();
  });
});

describe('A new search', () => {
  it("resets the sale and starts from the found licence's usual charges; Indian amounts count", async () => {
    const licence = (MobileNo: string, ProductCharges: string) => ({
      id: 1,
      Product: 'VahanYaar',
      Name: 'Meera Motors',
      MobileNo,
      LicenseKey: '2027-01-01',
      NoOfCompanies: 1,
      WABalance: '0.00',
      ProductCharges,
      ServerCharges: '1500.00',
    });
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/search-license': (body) => {
        const { MobileNo } = body as { MobileNo: string };
        return ok('License found.', [
          licence(MobileNo, MobileNo === '9876543210' ? '6000.00' : '4500.00'),
        ]);
      },
    });
    renderApp(<LicenseRoute />, { user: adminUser, path: '/license' });
    const user = userEvent.setup();
    const search = async (mobile: string) => {
      await user.selectOptions(
        screen.getByLabelText(/^Product/, { selector: '#search-Product' }),
        'VahanYaar',
      );
      await user.clear(screen.getByLabelText(/^Mobile No/));
      await user.type(screen.getByLabelText(/^Mobile No/), mobile);
      await user.click(screen.getByRole('button', { name: 'Search' }));
    };
    const charges = () =>
      screen.getByLabelText('Product Charges (₹)', { selector: '#licence-ProductCharges' });
    await search('9876543210');
    await waitFor(() => expect(charges()).toHaveValue('6000.00'));
    expect(screen.getByLabelText('Server Charges (₹)')).toHaveValue('1500.00');
    await user.type(screen.getByLabelText('Remarks'), 'for Meera');
    await user.clear(charges());
    await user.type(charges(), '₹1,50,000');
    // ₹1,50,000 + ₹1,500 = ₹1,51,500; 9 % + 9 % in the supplier's own state.
    expect(screen.getByTestId('licence-subtotal')).toHaveTextContent('₹1,51,500.00');

    await search('9876500001');
    await waitFor(() => expect(charges()).toHaveValue('4500.00'));
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
  });
});

const transaction: LicenceTransaction = {
  id: 41,
  InvoiceNo: 'YB/26-27/00041',
  EntryDate: '2026-11-20',
  TranType: 'Renewal',
  Product: 'VahanYaar',
  Name: 'Meera Motors',
  MobileNo: '9876500000',
  EmployeeId: 7,
  EmployeeName: 'Ravi Seller',
  LicenseYears: 365,
  NoOfCompanies: 1,
  ProductCharges: '1000.00',
  ServerCharges: '500.00',
  WABalance: '0.00',
  FreeWABalance: false,
  IsGST: true,
  SubTotal: '1500.00',
  GSTCharges: '270.00',
  TotalCharges: '1770.00',
  PaymentMethod: 'UPI',
  Remarks: '',
  CustomerAddress: '',
  CustomerGSTIN: '',
  PlaceOfSupply: 'Gujarat',
  CancelledAt: '',
  CreditNoteNo: '',
  CreditOfNo: '',
  CreditOfDate: '',
  LicenseKeyBefore: '2026-12-31',
  LicenseKeyAfter: '2027-12-31',
  WABalanceBefore: '250.00',
  NoOfCompaniesBefore: 1,
};

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
