import { leadPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `POST /lead-delete` (a soft delete on the server). */
export const deleteLead = (id: number) => api.post<never>(leadPaths.leadDelete, { id });

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
        queryClient.resetQueries({ queryKey: queryKeys.dashboardCounts }),
      ]);
    },
  });
}
