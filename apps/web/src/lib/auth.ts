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
import { endSession, readStoredUser, SESSION_ENDED_EVENT, storeUser, USER_KEY } from './session';

// The session's React side: who is signed in, as state the screens read. What local storage keeps
// (and the entry and the API clients read without React) is session.ts.
export {
  COMPANION_TOKEN_KEY,
  endSession,
  onSessionEnded,
  readApiToken,
  readCompanionToken,
  readStoredUser,
  SESSION_ENDED_EVENT,
  storeCompanionToken,
  USER_KEY,
} from './session';

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
    storeUser(next);
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
