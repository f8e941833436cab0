import type { VersionCreate } from '@yaar/shared';
import { versionPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePath } from 'react-router';
import { oyaarApi } from '@/lib/api';

export const versionKeys = { all: ['companion', 'versions'] as const };

/** The list's source for `usePagedList`: the companion API's GET. */
export const versionsSource = {
  client: oyaarApi,
  path: versionPaths.versionList,
  method: 'GET',
  key: versionKeys.all,
} as const;

/** Create or delete, then the list loads again. */
const useVersionChange = <Input>(send: (input: Input) => Promise<{ message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await send(input)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionKeys.all }),
  });
};

export const useCreateVersion = () =>
  useVersionChange((body: Partial<Record<keyof VersionCreate, unknown>>) =>
    oyaarApi.post(versionPaths.versionCreate, body),
  );

export const useDeleteVersion = () =>
  useVersionChange((id: number) =>
    oyaarApi.request('DELETE', generatePath(versionPaths.versionDelete, { id: String(id) })),
  );
