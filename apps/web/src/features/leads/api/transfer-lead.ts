import { leadPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `POST /transfer-leads`: gives the lead to another active employee. */
export const transferLead = (input: { id: number; UserId: number }) =>
  api.post<never>(leadPaths.transferLeads, input);

export const useTransferLead = () =>
  useRefreshingMutation(transferLead, {
    refresh: [queryKeys.leads],
    reset: [queryKeys.dashboardCounts],
  });
