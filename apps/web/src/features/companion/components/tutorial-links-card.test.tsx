import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { TutorialLinksCard } from './tutorial-links-card';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const tutorials = [
  { id: 1, Title: 'Getting started with OYaar', Screen: 'Home', URL: '' },
  { id: 2, Title: 'Adding your customers', Screen: 'Customers', URL: 'https://youtu.be/a' },
];

describe('TutorialLinksCard', () => {
  it("says the spec's messages, fills the chosen tutorial and saves its link", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /oyaar-api/tutorial-links': ok(settingsMessages.tutorials, tutorials),
      'POST /oyaar-api/set-tutorial-links': ok(settingsMessages.tutorialSaved),
    });
    renderApp(<TutorialLinksCard />, { user: adminUser });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.tutorialRequired)).toBeInTheDocument();
    expect(screen.getByText(settingsMessages.tutorialTitleRequired)).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Adding your customers (Customers)' });
    await user.selectOptions(screen.getByLabelText('Tutorial'), '2');
    expect(screen.getByLabelText('Title')).toHaveValue('Adding your customers');
    expect(screen.getByLabelText('Screen')).toHaveValue('Customers');
    const url = screen.getByLabelText('URL');
    expect(url).toHaveValue('https://youtu.be/a');
    await user.clear(url);
    await user.type(url, 'youtu.be/b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.urlInvalid)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/set-tutorial-links')).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://youtu.be/b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.tutorialSaved)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/set-tutorial-links')).toEqual([
      {
        TutorialId: '2',
        Title: 'Adding your customers',
        Screen: 'Customers',
        URL: 'https://youtu.be/b',
      },
    ]);
  });
});
