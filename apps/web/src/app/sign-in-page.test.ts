import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alerts';
import { COMPANION_TOKEN_KEY, USER_KEY } from '@/lib/session';
import { failure, mockFetch, ok, urlOf } from '@/testing/mock-fetch';
import { freshPageLoadAt } from '@/testing/page-load';
import { staffUser } from '@/testing/render';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));
vi.mock('./load-app', () => {
  const app = { startApp: vi.fn() };
  return { loadApp: vi.fn(async () => app) };
});

/** The light page at `path`, on fresh modules (the connectivity and the toasts start anew). */
async function openAt(path: string) {
  freshPageLoadAt(path);
  const { startApp } = await (await import('./load-app')).loadApp();
  const { showSignInPage } = await import('./sign-in-page');
  const root = document.getElementById('root')!;
  showSignInPage(root);
  return { root, startApp: vi.mocked(startApp) };
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the light Sign In page', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/ping': ok('pong', []) });
  });
  afterEach(async () => {
    (await import('./page-toasts')).removePageToasts();
    document.body.innerHTML = '';
  });

  it('replaces the splash with the form at /signin, where the guards would have sent the visitor', async () => {
    const { root } = await openAt('/leads/Today');
    expect(window.location.pathname).toBe('/signin');
    expect(root.querySelector('.boot-splash')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login to Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Yaar Back Office')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('checks the fields with the shared messages, and again as they change', async () => {
    const fetchMock = mockFetch({});
    await openAt('/signin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveClass('is-invalid');
    await user.type(screen.getByLabelText('Email'), 'ravi');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveClass('is-invalid');
    expect(fetchMock.mock.calls.filter(([url]) => urlOf(url).includes('login'))).toEqual([]);
  });

  it('signs in, then hands the page to the app at the Dashboard with the server’s word', async () => {
    mockFetch({
      'POST /api/login': ok('Login Successfully.', [staffUser]),
      'POST /oyaar-api/login': ok('Login Successfully.', [{ Token: 'oy-token', Scope: 'offers' }]),
    });
    const { root, startApp } = await openAt('/signin');
    await fillIn(staffUser.Email, 'secret-password');
    await vi.waitFor(() =>
      expect(startApp).toHaveBeenCalledWith(root, { welcome: 'Login Successfully.' }),
    );
    expect(window.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(staffUser);
    expect(localStorage.getItem(COMPANION_TOKEN_KEY)).toBe('oy-token');
    // The form waits, pressed, until the app's first render replaces it.
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('toasts a wrong password with the app’s toasts, no global alert, and stays', async () => {
    mockFetch({ 'POST /api/login': failure(401, 'Invalid email or password.') });
    const { startApp } = await openAt('/signin');
    await fillIn(staffUser.Email, 'wrong-password');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
    expect(startApp).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('puts the server’s field errors (422) beside the fields', async () => {
    mockFetch({
      'POST /api/login': {
        status: 422,
        body: { status: 422, message: 'Email is required', errors: { Email: 'Email is required' } },
      },
    });
    await openAt('/signin');
    await fillIn('  ravi@example.com ', 'secret-password');
    expect(
      await screen.findByText('Email is required', { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
  });

  it('opens Sign Up in the app, without a page load', async () => {
    const { root, startApp } = await openAt('/signin');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create an account' }));
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith(root, { welcome: undefined }));
    expect(window.location.pathname).toBe('/signup');
  });

  it('shows the offline banner when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { root } = await openAt('/signin');
    const banner = await within(root).findByRole('status');
    expect(banner).toHaveTextContent(/^You are offline\./);
    expect(root.firstElementChild).toBe(banner);
  });
});
