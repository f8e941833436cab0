import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerMessages, type Offer } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { confirmAlert } from '@/lib/alerts';
import { failure, mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import { adminUser, renderApp, staffUser, stubPhoneScreen } from '@/testing/render';
import { OffersList } from './offers-list';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const longBody = `${'Festive sweets at 20% off. '.repeat(5)}Ends soon.`;
const pending: Offer = {
  OfferId: 7,
  Title: 'Festive sweets',
  Body: longBody,
  PhoneNo: '9876500001',
  StartDate: '2026-10-20',
  EndDate: '2026-11-05',
  FilePath: '/oyaar-api/offer-image/7?expires=1&signature=x',
  IsApproved: 0,
};
const approved: Offer = {
  ...pending,
  OfferId: 8,
  Title: 'Free alteration',
  Body: 'Free alteration on every suit.',
  StartDate: null,
  EndDate: null,
  FilePath: null,
  IsApproved: 1,
};
const listed = (data: Offer[]) => ({
  status: 200,
  body: {
    status: 200,
    message: 'Offers',
    data,
    meta: { total: data.length, page: 1, pageSize: 25 },
  },
});
const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr')!;

describe('Offers list', () => {
  it('shows title, body, phone, date range or N/A, image and the status', async () => {
    const fetchMock = mockFetch({ 'GET /oyaar-api/offers-list': listed([pending, approved]) });
    renderApp(<OffersList />, { user: staffUser });
    const first = await rowOf('Festive sweets');
    expect(first).toHaveTextContent('9876500001');
    expect(first).toHaveTextContent('20-10-2026 to 05-11-2026');
    expect(within(first).getByRole('img', { name: 'Offer Festive sweets' })).toHaveAttribute(
      'src',
      pending.FilePath,
    );
    const second = await rowOf('Free alteration');
    expect(second).toHaveTextContent('N/A');
    expect(within(second).getByRole('button', { name: 'Approved' })).toBeDisabled();
    // Staff see the offers and may approve them (spec 2 §1).
    expect(within(first).getByRole('button', { name: /^Pending/ })).toBeEnabled();
    expect(new URL(urlOf(fetchMock.mock.calls[0]![0]), 'http://x').search).toBe(
      '?Page=1&PageSize=25',
    );
  });

  it('folds a body over 100 characters to 97 and ..., with View More and View Less', async () => {
    mockFetch({ 'GET /oyaar-api/offers-list': listed([pending, approved]) });
    renderApp(<OffersList />, { user: adminUser });
    const row = await rowOf('Festive sweets');
    const folded = `${longBody.slice(0, 97)}...`;
    expect(row).toHaveTextContent(folded, { normalizeWhitespace: false });
    expect(row).not.toHaveTextContent('Ends soon.');
    await userEvent.click(within(row).getByRole('button', { name: 'View More' }));
    expect(row).toHaveTextContent('Ends soon.');
    await userEvent.click(within(row).getByRole('button', { name: 'View Less' }));
    expect(row).not.toHaveTextContent('Ends soon.');
    // A short body is shown whole, without a toggle.
    const short = await rowOf('Free alteration');
    expect(short).toHaveTextContent('Free alteration on every suit.');
    expect(within(short).queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it("approves a pending offer after the confirmation, sending IsApproved '1'", async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/offers-list': listed([pending]),
      'POST /oyaar-api/send-offers': ok(offerMessages.updated),
    });
    renderApp(<OffersList />, { user: adminUser });
    const row = await rowOf('Festive sweets');
    vi.mocked(confirmAlert).mockResolvedValueOnce(false);
    await userEvent.click(within(row).getByRole('button', { name: /^Pending/ }));
    expect(sentTo(fetchMock, 'POST /oyaar-api/send-offers')).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: /^Pending/ }));
    expect(vi.mocked(confirmAlert)).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Approve the offer "Festive sweets"?' }),
    );
    expect(await screen.findByText(offerMessages.updated)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/send-offers')).toEqual([
      { OfferId: 7, IsApproved: '1' },
    ]);
  });

  it("says 'Failed to update offer.' with the server's reason", async () => {
    mockFetch({
      'GET /oyaar-api/offers-list': listed([pending]),
      'POST /oyaar-api/send-offers': failure(409, offerMessages.alreadyApproved),
    });
    renderApp(<OffersList />, { user: adminUser });
    await userEvent.click(
      within(await rowOf('Festive sweets')).getByRole('button', { name: /^Pending/ }),
    );
    expect(await screen.findByText(offerMessages.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(offerMessages.alreadyApproved)).toBeInTheDocument();
  });

  it('shows one card per offer on a phone, the status at the top', async () => {
    stubPhoneScreen();
    mockFetch({ 'GET /oyaar-api/offers-list': listed([pending, approved]) });
    renderApp(<OffersList />, { user: adminUser });
    const cards = await screen.findByRole('list', { name: 'Offers' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Festive sweets');
    expect(within(items[0]!).getByRole('button', { name: 'View More' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Approved' })).toBeDisabled();
  });
});
