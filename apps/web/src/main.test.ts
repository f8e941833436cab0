import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '@/lib/session';
import { freshPageLoadAt } from '@/testing/page-load';
import { staffUser } from '@/testing/render';

vi.mock('./app/sign-in-page', () => ({ showSignInPage: vi.fn() }));
vi.mock('./app/load-app', () => {
  const app = { startApp: vi.fn() };
  return { loadApp: vi.fn(async () => app) };
});

/** Runs the entry afresh at `path`; answers the two ways it can go. */
async function openAt(path: string) {
  freshPageLoadAt(path);
  const { showSignInPage } = await import('./app/sign-in-page');
  const { startApp } = await (await import('./app/load-app')).loadApp();
  await import('./main');
  return { showSignInPage: vi.mocked(showSignInPage), startApp: vi.mocked(startApp) };
}

describe('the entry (main.ts)', () => {
  beforeEach(() => localStorage.clear());

  it.each(['/signin', '/', '/leads/Today', '/no-such-page'])(
    'shows a visitor who is not signed in the light Sign In page at %s, not the app',
    async (path) => {
      const { showSignInPage, startApp } = await openAt(path);
      expect(showSignInPage).toHaveBeenCalledWith(document.getElementById('root'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(startApp).not.toHaveBeenCalled();
    },
  );

  it.each(['/signup', '/payment-qr'])('starts the app for a visitor at %s', async (path) => {
    const { showSignInPage, startApp } = await openAt(path);
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith(document.getElementById('root')));
    expect(showSignInPage).not.toHaveBeenCalled();
  });

  it.each(['/signin', '/', '/leads'])('starts the app for a signed-in user at %s', async (path) => {
    localStorage.setItem(USER_KEY, JSON.stringify(staffUser));
    const { showSignInPage, startApp } = await openAt(path);
    await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(showSignInPage).not.toHaveBeenCalled();
  });
});
