import { leadPaths } from '@yaar/shared';
import { useRefreshingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `POST /lead-create` or `POST /lead-update` (with `id`): multipart, the text fields and files. */
export const saveLead = ({ body, isUpdate }: { body: FormData; isUpdate: boolean }) =>
  api.post<never>(isUpdate ? leadPaths.leadUpdate : leadPaths.leadCreate, body);

export const useSaveLead = () =>
  useRefreshingMutation(saveLead, {
    refresh: [queryKeys.leads],
    reset: [queryKeys.dashboardCounts],
  });
