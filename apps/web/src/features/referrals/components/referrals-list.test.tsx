import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Referral } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { ReferralsList } from './referrals-list';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const payable: Referral = {
  id: 4,
  UserName: 'Ravi Joshi',
  Installation: 1,
  ReqInstallation: 1,
  RefMobileNo: '8800000001',
  PaymentInfo: '',
  Name: 'Sardar Automobiles',
  MobileNo: '6000000012',
  CommissionAmount: '12500.00',
  PendingPayment: '12349.50',
  PaidPayment: '150.50',
  Status: 'Payable',
};
const listed = (data: Referral[]) => ({
  status: 200,
  body: { status: 200, message: 'Referral commissions', data },
});

describe('ReferralsList', () => {
  it('asks for the Payable referrals first and shows what each is owed', async () => {
    const fetchMock = mockFetch({ 'POST /api/pending-payment-reference-leads': listed([payable]) });
    renderApp(<ReferralsList />, { user: adminUser });
    const row = (await screen.findByRole('cell', { name: /Sardar Automobiles/ })).closest('tr')!;
    expect(row).toHaveTextContent('Ravi Joshi');
    // Amounts shown as everywhere else: Indian grouping, two decimals.
    expect(row).toHaveTextContent('₹12,500.00');
    expect(row).toHaveTextContent('₹150.50');
    expect(row).toHaveTextContent('₹12,349.50');
    expect(within(row).getByText('Not given')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/pending-payment-reference-leads')[0]).toMatchObject({
      Status: 'Payable',
    });
    expect(screen.getByLabelText('Status')).not.toHaveTextContent('All');
  });

  it("shows the referral's amounts and its payments grouped the Indian way in Transactions", async () => {
    const payment = {
      id: 9,
      EntryDate: '2026-11-20',
      CommissionAmount: '1150.50',
      PaymentMethod: 'UPI',
      Remarks: '',
    };
    mockFetch({
      'POST /api/pending-payment-reference-leads': listed([payable]),
      'POST /api/pay-transaction-history-ref-leads': {
        status: 200,
        body: { status: 200, message: 'Payments', data: [payment] },
      },
    });
    renderApp(<ReferralsList />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: /^Action for the referral/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Transactions' }));
    const summary = await screen.findByLabelText('Referral');
    expect(summary).toHaveTextContent('Commission₹12,500.00');
    expect(summary).toHaveTextContent('Pending₹12,349.50');
    expect(await screen.findByRole('cell', { name: '₹1,150.50' })).toBeInTheDocument();
  });

  it('offers Payment only for a Payable referral', async () => {
    const complete = { ...payable, id: 5, Status: 'Complete' as const, PendingPayment: '0.00' };
    mockFetch({ 'POST /api/pending-payment-reference-leads': listed([complete]) });
    renderApp(<ReferralsList />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: /^Action for the referral/ }));
    expect(screen.queryByRole('button', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transactions' })).toBeInTheDocument();
  });
});
