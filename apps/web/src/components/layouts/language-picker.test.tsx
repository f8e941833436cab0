import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, t } from '@/lib/i18n/language';
import { useLanguage } from '@/lib/i18n/use-language';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { LanguagePicker } from './language-picker';

function Screen() {
  useLanguage();
  return (
    <>
      <h1>{t('Dashboard')}</h1>
      <LanguagePicker />
    </>
  );
}

describe('the menu’s language picker (issue 45)', () => {
  afterEach(async () => {
    await applyLanguage('en', 'app');
    localStorage.clear();
  });

  it('switches the screen at once and keeps the language for the user on the server', async () => {
    const fetchMock = mockFetch({ 'POST /api/user-language': ok('Language saved.') });
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Language / ભાષા / भाषा'), 'hi');
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(sentTo(fetchMock, 'POST /api/user-language')).toEqual([{ Language: 'hi' }]);
    expect(screen.getByRole('option', { name: 'ગુજરાતી' })).toHaveAttribute('lang', 'gu');
  });
});
