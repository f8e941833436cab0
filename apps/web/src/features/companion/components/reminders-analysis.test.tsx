import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, analyticsMessages, REMINDER_RANGE_DAYS } from '@yaar/shared';
import { describe, expect, it } from 'vitest';
import { businessTodayIso } from '@/lib/dates';
import { mockFetch, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { RemindersAnalysis } from './reminders-analysis';

const today = businessTodayIso();
const jalaram = {
  id: 3,
  Name: 'Jalaram Kirana',
  MobileNo: '9825012345',
  ReminderCount: 14,
  EntryDate: today,
  owner: { FirstName: 'Suresh', LastName: 'Shah', LicenseKey: addDays(today, 40) },
};

describe('Reminder Analytics', () => {
  it('opens on the 17 days to today, a card per company, and searches once typing pauses', async () => {
    const fetchMock = mockFetch({
      'POST /oyaar-api/countings': {
        body: {
          status: 200,
          message: analyticsMessages.countings,
          data: [jalaram],
          meta: { total: 1, page: 1, pageSize: 24 },
        },
      },
    });
    renderApp(<RemindersAnalysis />, { user: adminUser });
    const cards = await screen.findByRole('list', { name: 'Companies' });
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Jalaram Kirana');
    expect(card).toHaveTextContent('14');
    expect(card).toHaveTextContent('Suresh Shah');
    expect(sentTo(fetchMock, 'POST /oyaar-api/countings')[0]).toEqual({
      EntryFrom: addDays(today, -REMINDER_RANGE_DAYS),
      EntryTo: today,
      Page: 1,
      PageSize: 24,
      Search: '',
    });

    await userEvent.type(screen.getByLabelText('Search companies'), 'jala');
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /oyaar-api/countings').at(-1)).toMatchObject({
        Search: 'jala',
      }),
    );
    // One search for the whole word, not one per key.
    expect(
      sentTo(fetchMock, 'POST /oyaar-api/countings').filter(
        (body) => (body as { Search: string }).Search !== '',
      ),
    ).toHaveLength(1);
  });
});
