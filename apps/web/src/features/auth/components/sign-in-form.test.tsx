import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alerts';
import { COMPANION_TOKEN_KEY, USER_KEY } from '@/lib/auth';
import { failure, mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { SignInForm } from './sign-in-form';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const renderSignIn = () => renderApp(<SignInForm />, { path: '/signin' });

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('SignInForm', () => {
  it('shows the texts of spec 1 §2.4', () => {
    renderSignIn();
    expect(screen.getByText('Yaar Back Office')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login to Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email & password to login')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('requires the email and the password', async () => {
    const fetchMock = mockFetch({});
    renderSignIn();
    await fillIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email pattern and the password length', async () => {
    const fetchMock = mockFetch({});
    renderSignIn();
    await fillIn('not-an-email', '12345');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderSignIn();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in: stores the user and the OYaar token, then goes to the Dashboard', async () => {
    const fetchMock = mockFetch({
      'POST /api/login': ok('Login Successfully.', [staffUser]),
      'POST /oyaar-api/login': ok('Login Successfully.', [{ Token: 'oy-token', Scope: 'offers' }]),
    });
    renderSignIn();
    await fillIn(staffUser.Email, 'secret-password');

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sentTo(fetchMock, 'POST /api/login')).toEqual([
      { Email: staffUser.Email, Password: 'secret-password' },
    ]);
    expect(sentTo(fetchMock, 'POST /oyaar-api/login')).toEqual([{ MobileNo: staffUser.MobileNo }]);
    const companionCall = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/oyaar-api/login');
    expect(new Headers(companionCall?.[1]?.headers).get('Authorization')).toBe(
      'Bearer staff-token',
    );
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(staffUser);
    expect(localStorage.getItem(COMPANION_TOKEN_KEY)).toBe('oy-token');
    expect(await screen.findByText('Login Successfully.')).toBeInTheDocument();
  });

  it('still signs in when the OYaar token cannot be had (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/login': ok('Login Successfully.', [staffUser]),
      'POST /oyaar-api/login': failure(500, 'Something went wrong. Please try again later'),
    });
    renderSignIn();
    await fillIn(staffUser.Email, 'secret-password');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(COMPANION_TOKEN_KEY)).toBeNull();
    expect(logged).toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('toasts a wrong password (401) without the global Unauthorized alert', async () => {
    mockFetch({ 'POST /api/login': failure(401, 'Invalid email or password.') });
    renderSignIn();
    await fillIn(staffUser.Email, 'wrong-password');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
