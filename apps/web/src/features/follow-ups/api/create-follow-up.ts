import { leadPaths } from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface NewFollowUp {
  LeadId: number;
  FollowUpDate: string;
  Remarks: string;
  UserId: number;
  StatusId: number;
  NextDate: string;
}

/** `POST /create-followup`: also sets the lead's status and next date on the server. */
export const createFollowUp = (input: NewFollowUp) =>
  api.post<never>(leadPaths.createFollowUp, input);

export function useCreateFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFollowUp,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.followUps }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
        queryClient.resetQueries({ queryKey: queryKeys.dashboardCounts }),
      ]);
    },
  });
}
