import type { LeadListItem } from '@yaar/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue, employees, leadItem, leadsPage } from '@/testing/lead-fixtures';
import { mockFetch, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { LeadsList } from './leads-list';

/** Shared by the leads list tests: the list on one page of leads, its calls, a row's menu. */
export function renderList(
  options: {
    followUp?: string;
    user?: typeof staffUser;
    leads?: LeadListItem[];
    total?: number;
  } = {},
) {
  const { followUp, user = staffUser, leads = [leadItem()], total } = options;
  const fetchMock = mockFetch({
    'POST /api/leads-list': (body) =>
      leadsPage(leads, total ?? leads.length, (body as { Page?: number }).Page ?? 1),
  });
  const view = renderApp(
    <LeadsList followUp={followUp} catalogue={catalogue} employees={employees} />,
    { user, path: '/leads' },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

export const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  sentTo(fetchMock, 'POST /api/leads-list');

export async function openActions(user: ReturnType<typeof userEvent.setup>, name = 'Shree Motors') {
  await user.click(await screen.findByRole('button', { name: `Action for ${name}` }));
}
