import { userAdminPaths, usersPaths } from '@yaar/shared';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';

/** Every users query (the list, the pickers' employees) is under ['users']. */
export const userAdminKeys = { users: ['users'] as const, all: ['users', 'admin'] as const };

/** The Users List's source for `usePagedList` (GET, the query in the address). */
export const usersSource = {
  path: usersPaths.usersList,
  method: 'GET',
  key: userAdminKeys.all,
} as const;

/** `POST /update-user` (the edit or the switch): every users list and picker loads again. */
export const useUpdateUser = () =>
  useInvalidatingMutation(
    userAdminKeys.users,
    async (body: Record<string, unknown>) =>
      (await api.post<never>(userAdminPaths.updateUser, body)).message,
  );
