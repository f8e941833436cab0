import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPANION_TOKEN_KEY, USER_KEY } from '@/lib/auth';
import { failure, mockFetch, ok } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { useSignOut } from './use-sign-out';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

function SignOutButton() {
  const handleSignOut = useSignOut();
  return <button onClick={() => void handleSignOut()}>Sign Out</button>;
}

async function signOut() {
  localStorage.setItem(COMPANION_TOKEN_KEY, 'oy-token');
  renderApp(<SignOutButton />, { user: staffUser });
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
  expect(localStorage.length).toBe(0);
  expect(await screen.findByText('Logout Successfully.')).toBeInTheDocument();
}

describe('useSignOut', () => {
  it('revokes the token, clears the storage and goes to SignIn', async () => {
    const fetchMock = mockFetch({ 'GET /api/logout': ok('Logout Successfully.') });
    await signOut();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('signs out anyway when the call fails, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/logout': failure(401, 'You are not signed in, or your session has expired.'),
    });
    await signOut();
    expect(logged).toHaveBeenCalled();
  });
});
