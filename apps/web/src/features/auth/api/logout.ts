import { authPaths } from '@yaar/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /logout`: revokes the token. Its failure is only logged (spec 1 §2.2). */
export const logout = () => api.get<never>(authPaths.logout, { skipGlobalAlert: true });

export const useLogout = () => useMutation({ mutationFn: logout });
