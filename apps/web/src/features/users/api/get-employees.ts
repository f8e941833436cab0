import type { UserPick } from '@yaar/shared';
import { USER_STATUS, usersPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /users-list` for the employee pickers: the administrator gets full records, staff get
 * picks; both carry id, names and Status. Only active employees (Status 1) are kept (spec 1 §7).
 * A failure throws.
 */
export async function getEmployees(): Promise<UserPick[]> {
  const answer = await api.get<UserPick[]>(usersPaths.usersList);
  return (answer.data ?? [])
    .filter((user) => user.Status === USER_STATUS.active)
    .map(({ id, FirstName, LastName, Status }) => ({ id, FirstName, LastName, Status }));
}

export const employeesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.employees, queryFn: getEmployees, staleTime: 5 * 60_000 });

export const useEmployees = (enabled = true) => useQuery({ ...employeesQueryOptions(), enabled });
