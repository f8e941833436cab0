import { leadPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `POST /lead-create` or `POST /lead-update` (with `id`): multipart, the text fields and files. */
export const saveLead = ({ body, isUpdate }: { body: FormData; isUpdate: boolean }) =>
  api.post<never>(isUpdate ? leadPaths.leadUpdate : leadPaths.leadCreate, body);

export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
        queryClient.resetQueries({ queryKey: queryKeys.dashboardCounts }),
      ]);
    },
  });
}
