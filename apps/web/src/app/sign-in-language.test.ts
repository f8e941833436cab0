import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '@/lib/i18n/language';
import { mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import { staffUser } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));
vi.mock('./load-app', () => {
  const app = { startApp: vi.fn() };
  return { loadApp: vi.fn(async () => app) };
});

/** The light page on fresh modules (the language starts anew, as on a page load). */
async function openSignIn() {
  window.history.replaceState(null, '', '/signin');
  document.body.innerHTML = '<div id="root"></div>';
  vi.resetModules();
  const { showSignInPage } = await import('./sign-in-page');
  const language = await import('@/lib/i18n/language');
  await language.applyLanguage(language.initialLanguage(), 'sign-in');
  showSignInPage(document.getElementById('root')!);
  return language;
}

describe('the light Sign In page in Gujarati and Hindi (issue 45)', () => {
  afterEach(async () => {
    (await import('./page-toasts')).removePageToasts();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('opens in the phone’s language and switches at once with the picker', async () => {
    mockFetch({ 'GET /api/ping': ok('pong', []) });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    await openSignIn();
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('heading', { name: 'अपने अकाउंट में लॉगिन करें' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language / ભાષા / भाषा'), 'gu');
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'તમારા એકાઉન્ટમાં લૉગિન કરો' })).toBeInTheDocument(),
    );
    expect(document.documentElement.lang).toBe('gu');
    await user.click(screen.getByRole('button', { name: 'લૉગિન' }));
    expect(screen.getByText('ઇમેઇલ જરૂરી છે')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language / ભાષા / भाषा'), 'en');
    await vi.waitFor(() => expect(screen.getByText('Email is required')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Login to Your Account' })).toBeInTheDocument();
  });

  it('keeps a pick made before signing in for the user, and sends the language to the API', async () => {
    const fetchMock = mockFetch({
      'GET /api/ping': ok('pong', []),
      'POST /api/login': ok('લૉગિન થયા.', [{ ...staffUser, Language: 'hi' }]),
      'POST /oyaar-api/login': ok('ok', [{ Token: 'oy-token', Scope: 'offers' }]),
      'POST /api/user-language': ok('Language saved.'),
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
    const language = await openSignIn();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language / ભાષા / भाषा'), 'gu');
    await vi.waitFor(() => expect(language.currentLanguage()).toBe('gu'));
    await user.type(screen.getByLabelText('ઇમેઇલ'), staffUser.Email);
    await user.type(screen.getByLabelText('પાસવર્ડ'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'લૉગિન' }));
    await vi.waitFor(() => expect(sentTo(fetchMock, 'POST /api/user-language')).toHaveLength(1));
    expect(sentTo(fetchMock, 'POST /api/user-language')[0]).toEqual({ Language: 'gu' });
    const login = fetchMock.mock.calls.find(([url]) => urlOf(url).includes('/api/login'))!;
    expect(new Headers(login[1]?.headers).get('Accept-Language')).toBe('gu');
    expect(language.currentLanguage()).toBe('gu');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('gu');
  });

  it('follows the user’s saved language after signing in when none was picked here', async () => {
    mockFetch({
      'GET /api/ping': ok('pong', []),
      'POST /api/login': ok('Login Successfully.', [{ ...staffUser, Language: 'hi' }]),
      'POST /oyaar-api/login': ok('ok', [{ Token: 'oy-token', Scope: 'offers' }]),
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
    const language = await openSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), staffUser.Email);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(language.currentLanguage()).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi');
  });
});
