import { leadPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
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

export const useCreateFollowUp = () =>
  useRefreshingMutation(createFollowUp, {
    refresh: [queryKeys.followUps, queryKeys.leads],
    reset: [queryKeys.dashboardCounts],
  });
