import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gstr1Messages, type Gstr1Return } from '@yaar/shared';
import { LicenseReportRoute } from '@/app/routes/licenses/license-report';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { stubObjectUrls } from '@/testing/object-urls';
import { adminUser, renderApp } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const employees = ok('Users', []);
const november: Gstr1Return = {
  gstin: '24AAACY0000A1ZG',
  fp: '112026',
  version: 'GST3.2.1',
  hash: 'hash',
  b2cs: [
    {
      ...{ sply_ty: 'INTRA', pos: '24', typ: 'OE', rt: 18, txval: 1500 },
      ...{ iamt: 0, camt: 135, samt: 135, csamt: 0 },
    },
  ],
};

const pickMonth = (month: string) =>
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });

describe('GSTR-1 (JSON) beside the License Report', () => {
  it("saves the month's return as the portal's file GSTR1_<gstin>_<MMYYYY>.json", async () => {
    const { createObjectURL } = stubObjectUrls('blob:gstr1');
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/gstr1': ok(gstr1Messages.ready('2026-11'), november),
    });
    renderApp(<LicenseReportRoute />, { user: adminUser, path: '/license-report' });
    pickMonth('2026-11');
    await userEvent.click(screen.getByRole('button', { name: gstr1Messages.button }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sentTo(fetchMock, 'POST /api/gstr1')).toEqual([{ Month: '2026-11' }]);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'GSTR1_24AAACY0000A1ZG_112026.json',
    );
    const saved = createObjectURL.mock.calls[0]![0] as Blob;
    expect(JSON.parse(await saved.text())).toEqual(november);
    expect(await screen.findByText('GSTR-1 for 11-2026.')).toBeInTheDocument();
    clicked.mockRestore();
  });

  it('says beside Month why a month has no return, and checks its form first', async () => {
    const fetchMock = mockFetch({
      'GET /api/users-list': employees,
      'POST /api/gstr1': failure(422, gstr1Messages.monthFuture, {
        Month: gstr1Messages.monthFuture,
      }),
    });
    renderApp(<LicenseReportRoute />, { user: adminUser, path: '/license-report' });
    pickMonth('');
    await userEvent.click(screen.getByRole('button', { name: gstr1Messages.button }));
    expect(await screen.findByText(gstr1Messages.monthRequired)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/gstr1')).toEqual([]);

    pickMonth('2099-01');
    await userEvent.click(screen.getByRole('button', { name: gstr1Messages.button }));
    expect(await screen.findAllByText(gstr1Messages.monthFuture)).not.toHaveLength(0);
    expect(screen.getByLabelText('Month')).toHaveClass('is-invalid');
  });
});
