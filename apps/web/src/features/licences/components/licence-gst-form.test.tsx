import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { licenceMessages } from '@yaar/shared';
import { LicenseRoute } from '@/app/routes/licenses/license';
import { LicenseTransactionsRoute } from '@/app/routes/licenses/license-transactions';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { gstSale } from '@/testing/licence-fixtures';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const employees = ok('Users', [{ id: 7, FirstName: 'Ravi', LastName: 'Seller', Status: 1 }]);
const licence = {
  id: 1,
  Product: 'OYaar',
  Name: 'Pune Fleet Services',
  MobileNo: '9876543210',
  LicenseKey: '2027-01-01',
  NoOfCompanies: 1,
  WABalance: '0.00',
  ProductCharges: '1000.00',
  ServerCharges: '500.00',
  CustomerAddress: '4 FC Road,\nPune 411004',
  CustomerGSTIN: '27AAPFU0939F1ZV',
  PlaceOfSupply: 'Maharashtra',
};

beforeEach(() => {
  window.YAAR_CONFIG = { supplierState: 'Gujarat' };
});
afterEach(() => {
  delete window.YAAR_CONFIG;
});

async function searchFor(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    screen.getByLabelText(/^Product/, { selector: '#search-Product' }),
    'OYaar',
  );
  await user.type(screen.getByLabelText(/^Mobile No/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('The License form', () => {
  it('shows every error at once, each beside its field, and sends nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/search-license': ok('No license found for this product and mobile number.', []),
    });
    renderApp(<LicenseRoute />, { user: adminUser, path: '/license' });
    const user = userEvent.setup();
    await searchFor(user);
    await screen.findByLabelText('Name (new license)');
    await user.type(screen.getByLabelText('Product Charges (₹)', { exact: true }), '1000');
    await user.type(screen.getByLabelText('Customer GSTIN (if registered)'), '24ABCDE1234F1Z9');
    await user.click(screen.getByRole('button', { name: 'Update License' }));
    const form = screen.getByRole('form', { name: 'Update License' });
    for (const message of [
      licenceMessages.tranTypeRequired,
      licenceMessages.employeeRequired,
      licenceMessages.paymentMethodRequired,
      licenceMessages.gstinCheck('6'),
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(licenceMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Transaction Type')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Customer GSTIN (if registered)')).toHaveClass('is-invalid');
    expect(sentTo(fetchMock, 'POST /api/update-license')).toEqual([]);
  });

  it("fills a renewal from the licence's customer, shows the IGST split, and keeps Print Bill on the saved sale", async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/search-license': ok('License found.', [licence]),
      'POST /api/update-license': ok('License updated successfully.', {
        message: 'License updated successfully.',
        transactionId: 43,
        InvoiceNo: 'YB/26-27/00043',
      }),
    });
    renderApp(<LicenseRoute />, { user: adminUser, path: '/license' });
    const user = userEvent.setup();
    await searchFor(user);
    const gstin = screen.getByLabelText('Customer GSTIN (if registered)');
    await waitFor(() => expect(gstin).toHaveValue('27AAPFU0939F1ZV'));
    const address = screen.getByLabelText('Customer Address (invoice)');
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveValue('4 FC Road,\nPune 411004');
    expect(screen.getByLabelText('Place of Supply (state)')).toHaveValue('Maharashtra');
    // Gujarat to Maharashtra: IGST 18 % on ₹1,500.
    expect(screen.getByTestId('licence-igst')).toHaveTextContent('₹270.00');
    expect(screen.queryByTestId('licence-cgst')).toBeNull();
    expect(screen.getByTestId('licence-total')).toHaveTextContent('₹1,770.00');
    expect(screen.getByText(licenceMessages.taxInvoiceNote)).toBeInTheDocument();
    // A registered buyer: their GSTIN says the state, the address is not read for one.
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Renewal');
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ravi Seller');
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'UPI');
    await user.click(screen.getByRole('button', { name: 'Update License' }));
    expect(await screen.findByText('License updated successfully.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/update-license')[0]).toMatchObject({
      CustomerGSTIN: '27AAPFU0939F1ZV',
      CustomerAddress: '4 FC Road,\nPune 411004',
      PlaceOfSupply: 'Maharashtra',
      GSTCharges: '270.00',
    });
    const saved = await screen.findByTestId('licence-saved-sale');
    expect(saved).toHaveTextContent('YB/26-27/00043');
    expect(within(saved).getByRole('button', { name: 'Print Bill' })).toBeEnabled();
  });
});

const sale = gstSale;

describe('Deleting a sale whose GST return is filed', () => {
  it('says which credit note was issued, and the credit note can be printed but not deleted', async () => {
    const issued = licenceMessages.creditNoteIssued('CN/26-27/00001', 'YB/26-27/00041');
    const creditNote = {
      ...sale,
      id: 42,
      InvoiceNo: 'CN/26-27/00001',
      TranType: 'CreditNote',
      TotalCharges: '-1770.00',
      CreditOfNo: 'YB/26-27/00041',
      CreditOfDate: '2026-11-20',
    };
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [creditNote, sale]),
      'POST /api/delete-license-transaction': ok(issued),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    const user = userEvent.setup();
    const noteRow = (await screen.findByText('CN/26-27/00001')).closest('tr')!;
    expect(noteRow).toHaveTextContent('-₹1,770.00');
    expect(
      within(noteRow).getByText(licenceMessages.credits('YB/26-27/00041')),
    ).toBeInTheDocument();
    await user.click(within(noteRow).getByRole('button', { name: 'Action for CN/26-27/00001' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Print Bill' })).toBeEnabled();
    await user.click(within(noteRow).getByRole('button', { name: 'Action for CN/26-27/00001' }));

    const saleRow = screen.getByText('YB/26-27/00041').closest('tr')!;
    await user.click(within(saleRow).getByRole('button', { name: 'Action for YB/26-27/00041' }));
    const deletes = screen.getAllByRole('button', { name: 'Delete' });
    await user.click(deletes.find((button) => button.getAttribute('aria-disabled') !== 'true')!);
    expect(await screen.findByText(issued)).toBeInTheDocument();
  });
});

describe('A free trial', () => {
  it('is listed as issuing no invoice, with nothing to print', async () => {
    const trial = {
      ...sale,
      id: 44,
      InvoiceNo: '',
      TranType: 'Trial',
      ProductCharges: '0.00',
      ServerCharges: '0.00',
      SubTotal: '0.00',
      GSTCharges: '0.00',
      TotalCharges: '0.00',
      PaymentMethod: '',
    };
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [trial]),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    const user = userEvent.setup();
    const row = (await screen.findByText(licenceMessages.freeNoInvoice)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Action for Free: no invoice/ }));
    expect(screen.getByRole('button', { name: 'Print Bill' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
