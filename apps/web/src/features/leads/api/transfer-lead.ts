import { leadPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `POST /transfer-leads`: gives the lead to another active employee. */
export const transferLead = (input: { id: number; UserId: number }) =>
  api.post<never>(leadPaths.transferLeads, input);

export function useTransferLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferLead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
        queryClient.resetQueries({ queryKey: queryKeys.dashboardCounts }),
      ]);
    },
  });
}
