import type { SignedInUser } from '@yaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

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

export interface AuthValue {
  user: SignedInUser | null;
  /** From the server-given IsAdmin flag (DESIGN §3). */
  isAdmin: boolean;
  signIn: (user: SignedInUser) => void;
  /** Local part of sign-out: storage, query cache, state. The server call is the caller's. */
  signOut: () => void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SignedInUser | null>(readStoredUser);

  useEffect(() => {
    const handleSessionEnded = () => {
      queryClient.clear();
      setUser(null);
    };
    const handleStorage = (event: StorageEvent) => {
      if (event.key === USER_KEY || event.key === null) setUser(readStoredUser());
    };
    window.addEventListener(SESSION_ENDED_EVENT, handleSessionEnded);
    window.addEventListener('storage', handleStorage);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, handleSessionEnded);
      window.removeEventListener('storage', handleStorage);
    };
  }, [queryClient]);

  const signIn = useCallback((next: SignedInUser) => {
    localStorage.setItem(USER_KEY, JSON.stringify(next));
    setUser(next);
  }, []);

  const signOut = useCallback(() => endSession(), []);

  const value = useMemo<AuthValue>(
    () => ({ user, isAdmin: user?.IsAdmin === true, signIn, signOut }),
    [user, signIn, signOut],
  );
  return createElement(AuthContext.Provider, { value }, children);
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
