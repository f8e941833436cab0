import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerMessage } from '@yaar/shared';
import { whatsappMessages } from '@yaar/shared';
import { LicenseTransactionsRoute } from '@/app/routes/licenses/license-transactions';
import { WhatsAppMessagesRoute } from '@/app/routes/whatsapp/whatsapp-messages';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { gstSale } from '@/testing/licence-fixtures';
import { adminUser, renderApp } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const employees = ok('Users', [{ id: 7, FirstName: 'Ravi', LastName: 'Seller', Status: 1 }]);
const message = (fields: Partial<CustomerMessage>): CustomerMessage => ({
  id: 1,
  Channel: 'whatsapp',
  Kind: 'invoice',
  MobileNo: gstSale.MobileNo,
  Subject: `Invoice ${gstSale.InvoiceNo}`,
  Status: 'read',
  Note: '',
  LicenceId: 3,
  QueuedAt: '2026-11-23T06:00:00.000Z',
  UpdatedAt: '2026-11-23T06:01:00.000Z',
  ...fields,
});

describe('Send on WhatsApp', () => {
  it('queues the invoice from the row menu and says so; a refusal says why', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [gstSale]),
      'POST /api/send-invoice': ok(whatsappMessages.invoiceQueued('whatsapp', gstSale.InvoiceNo), {
        MessageId: 9,
        Channel: 'whatsapp',
      }),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    const user = userEvent.setup();
    const row = (await screen.findByText(gstSale.InvoiceNo)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `Action for ${gstSale.InvoiceNo}` }));
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(
      await screen.findByText(whatsappMessages.invoiceQueued('whatsapp', gstSale.InvoiceNo)),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/send-invoice')).toEqual([
      { id: gstSale.id, Channel: 'whatsapp' },
    ]);

    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [gstSale]),
      'POST /api/send-invoice': failure(409, whatsappMessages.optedOut(gstSale.MobileNo)),
    });
    await user.click(within(row).getByRole('button', { name: `Action for ${gstSale.InvoiceNo}` }));
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(
      await screen.findByText(whatsappMessages.optedOut(gstSale.MobileNo)),
    ).toBeInTheDocument();
  });

  it("shows the customer's messages with their status in a transaction's view", async () => {
    mockFetch({
      'GET /api/users-list': employees,
      'POST /api/license-transactions': ok('License transactions', [gstSale]),
      'POST /api/whatsapp-messages': ok('Customer messages.', [message({})]),
    });
    renderApp(<LicenseTransactionsRoute />, { user: adminUser, path: '/license-transactions' });
    const user = userEvent.setup();
    const row = (await screen.findByText(gstSale.InvoiceNo)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `Action for ${gstSale.InvoiceNo}` }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const section = await within(dialog).findByRole('region', {
      name: `Messages to ${gstSale.MobileNo}`,
    });
    expect(await within(section).findByText('Read')).toBeInTheDocument();
    expect(within(section).getByText(`Invoice ${gstSale.InvoiceNo}`)).toBeInTheDocument();
  });
});

describe('Customer Messages', () => {
  it('lists messages with their channel and status, filtered by mobile', async () => {
    const fetchMock = mockFetch({
      'POST /api/whatsapp-messages': ok('Customer messages.', [
        message({ id: 2, Status: 'failed', Note: 'WhatsApp error 131049: healthy ecosystem' }),
        message({ id: 1, Channel: 'sms', Kind: 'renewal', Status: 'sent', Subject: 'Renewal' }),
      ]),
    });
    renderApp(<WhatsAppMessagesRoute />, { user: adminUser, path: '/whatsapp-messages' });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp error 131049: healthy ecosystem')).toBeInTheDocument();
    expect(screen.getByText('SMS')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile No'), '9876543210');
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/whatsapp-messages').at(-1)).toMatchObject({
        MobileNo: '9876543210',
      }),
    );
  });
});
