import { leadPaths, mobilePattern } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * `POST /ref-name`: the name of the companion-app user with this mobile ('Ref From'), or null.
 * A failure (no such user included) is only logged.
 */
export async function getRefName(mobileNo: string): Promise<string | null> {
  try {
    const answer = await api.post<{ UserName: string }>(leadPaths.refName, { MobileNo: mobileNo });
    return answer.status === 200 ? (answer.data?.UserName ?? null) : null;
  } catch (error) {
    console.error('Could not look up the referrer', error);
    return null;
  }
}

export const refNameQueryOptions = (mobileNo: string) =>
  queryOptions({
    queryKey: queryKeys.refName(mobileNo),
    queryFn: () => getRefName(mobileNo),
    staleTime: 5 * 60_000,
  });

/** Asks only once the number has its 10 digits. */
export const useRefName = (mobileNo: string) =>
  useQuery({ ...refNameQueryOptions(mobileNo), enabled: mobilePattern.test(mobileNo) });
