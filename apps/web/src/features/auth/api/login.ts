import type { SignedInUser, SignInInput } from '@yaar/shared';
import { authPaths } from '@yaar/shared';
import { api } from '@/lib/api';

/** `POST /login`. A 401 here is a wrong password: the form toasts it instead of the global alert. */
export const login = (input: SignInInput) =>
  api.post<SignedInUser[]>(authPaths.login, input, { skipUnauthorizedAlert: true });
