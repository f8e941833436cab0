import type { RenewalDue } from '@yaar/shared';
import { ASHA_TRADERS_RENEWAL_DUE } from '@yaar/shared/examples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RenewalsDueRoute } from '@/app/routes/licenses/renewals-due';
import { mockFetch, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';

const due: RenewalDue = { id: 3, ...ASHA_TRADERS_RENEWAL_DUE };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe('Renewals due', () => {
  it('lists licences due within 30 days and Renew opens Update License for that licence', async () => {
    const fetchMock = mockFetch({
      'POST /api/renewals-due': {
        status: 200,
        body: {
          status: 200,
          message: 'Renewals due.',
          data: [due],
          meta: { total: 1, page: 1, pageSize: 25 },
        },
      },
    });
    renderApp(null, {
      user: adminUser,
      path: '/renewals-due',
      routes: [
        { path: '/renewals-due', element: <RenewalsDueRoute /> },
        { path: '/license', element: <Where /> },
      ],
    });
    const row = (await screen.findByText('Asha Traders')).closest('tr')!;
    expect(within(row).getByText('9100000201')).toBeInTheDocument();
    expect(within(row).getByText('₹1,770.00 with GST')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/renewals-due')[0]).toMatchObject({ Days: '30' });
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Action for OYaar 9100000201' }));
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/license?Product=OYaar&MobileNo=9100000201',
    );
  });
});
