import { leadPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `POST /lead-delete` (a soft delete on the server). */
export const deleteLead = (id: number) => api.post<never>(leadPaths.leadDelete, { id });

export const useDeleteLead = () =>
  useRefreshingMutation(deleteLead, {
    refresh: [queryKeys.leads],
    reset: [queryKeys.dashboardCounts],
  });
