import type { SignedInUser } from '@yaar/shared';

// The session as local storage keeps it, without React: the entry reads it to choose between the
// light Sign In and the app (main.ts), the API clients read the tokens from it. `auth.ts` puts the
// React side (AuthProvider, useAuth) over it.

/** localStorage keys (spec 1 §4): the signed-in user with its ApiToken, and the companion token. */
export const USER_KEY = 'user';
export const COMPANION_TOKEN_KEY = 'OYToken';
export const SESSION_ENDED_EVENT = 'yaar:session-ended';

export function readStoredUser(): SignedInUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as SignedInUser) : null;
    return user && typeof user.ApiToken === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Keeps the user who has just signed in (the app's AuthProvider reads it when it starts). */
export const storeUser = (user: SignedInUser) =>
  localStorage.setItem(USER_KEY, JSON.stringify(user));

export const readApiToken = () => readStoredUser()?.ApiToken ?? null;
export const readCompanionToken = () => localStorage.getItem(COMPANION_TOKEN_KEY);
export const storeCompanionToken = (token: string) =>
  localStorage.setItem(COMPANION_TOKEN_KEY, token);

/** Clears all local storage and tells the app (AuthProvider) that the session is over. */
export function endSession() {
  localStorage.clear();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** Hears every end of a session (sign-out, a 401): what is kept for the user goes with it. */
export function onSessionEnded(listener: () => void) {
  window.addEventListener(SESSION_ENDED_EVENT, listener);
  return () => window.removeEventListener(SESSION_ENDED_EVENT, listener);
}
