import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { licenceMessages } from '@yaar/shared';
import { LicenseRoute } from '@/app/routes/licenses/license';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const employees = ok('Users', [{ id: 7, FirstName: 'Ravi', LastName: 'Seller', Status: 1 }]);

describe('License', () => {
  beforeEach(() => {
    window.YAAR_CONFIG = { supplierState: 'Gujarat' };
  });
  afterEach(() => {
    delete window.YAAR_CONFIG;
  });

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
    // No state chosen yet: GST 18 %, neither split (issue 42: never our own state by default).
    expect(screen.getByTestId('licence-gst')).toHaveTextContent('₹180.00');
    expect(screen.queryByTestId('licence-cgst')).toBeNull();
    expect(screen.getByTestId('licence-total')).toHaveTextContent('₹1,180.00');
    // A registered supplier issues a Tax Invoice for a licence: GST is not a choice.
    const gst = screen.getByLabelText('GST');
    expect(
      within(gst)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Yes']);
    expect(screen.getByText(licenceMessages.taxInvoiceNote)).toBeInTheDocument();
    // In the supplier's own state: CGST and SGST, 9 % each.
    const place = screen.getByLabelText('Place of Supply (state)');
    await user.selectOptions(place, 'Gujarat');
    expect(screen.getByTestId('licence-cgst')).toHaveTextContent('₹90.00');
    expect(screen.getByTestId('licence-sgst')).toHaveTextContent('₹90.00');
    await user.selectOptions(place, '');

    await user.click(screen.getByRole('button', { name: 'Update License' }));
    const form = screen.getByRole('form', { name: 'Update License' });
    expect(
      await within(form).findByText('Transaction type selection is required.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Employee selection is required.')).toBeInTheDocument();
    expect(within(form).getByText(licenceMessages.stateRequired)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/update-license')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Purchase');
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ravi Seller');
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Cash');
    await user.type(screen.getByLabelText('License Days'), '365');
    // The address names a state: shown, and chosen once confirmed.
    await user.type(
      screen.getByLabelText('Customer Address (invoice)'),
      '4 FC Road, Pune, Maharashtra 411004',
    );
    expect(screen.getByText(licenceMessages.addressNamesState('Maharashtra'))).toBeInTheDocument();
    expect(place).toHaveValue('');
    await user.click(screen.getByRole('button', { name: licenceMessages.useState('Maharashtra') }));
    expect(place).toHaveValue('Maharashtra');
    expect(screen.queryByText(licenceMessages.addressNamesState('Maharashtra'))).toBeNull();
    expect(within(form).queryByText(licenceMessages.stateRequired)).toBeNull();
    expect(screen.getByTestId('licence-igst')).toHaveTextContent('₹180.00');
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
