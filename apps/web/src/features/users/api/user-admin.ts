import type { CommissionLedger, CommissionPaymentRow } from '@yaar/shared';
import {
  commissionReportSchema,
  userAdminMessages,
  userAdminPaths,
  usersPaths,
} from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReportSource } from '@/components/ui/report-form';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';

/** Every users query (the list, the pickers' employees) is under ['users']. */
export const userAdminKeys = { users: ['users'] as const, all: ['users', 'admin'] as const };

/** The Users List's source for `usePagedList` (GET, the query in the address). */
export const usersSource = {
  path: usersPaths.usersList,
  method: 'GET',
  key: userAdminKeys.all,
} as const;

/** `POST /update-user` (the edit or the switch): every users list and picker loads again. */
export const useUpdateUser = () =>
  useInvalidatingMutation(
    userAdminKeys.users,
    async (body: Record<string, unknown>) =>
      (await api.post<never>(userAdminPaths.updateUser, body)).message,
  );

/** An employee's ledger and payments, newest first. */
export const useCommissionHistory = (userId: number | null) =>
  useQuery({
    queryKey: [...userAdminKeys.all, 'commission', userId],
    queryFn: async () => {
      const answer = await api.post<CommissionPaymentRow[]>(userAdminPaths.commissionHistory, {
        UserId: userId,
      });
      return {
        payments: answer.data ?? [],
        ledger: (answer as unknown as { ledger: CommissionLedger }).ledger,
      };
    },
    enabled: userId !== null,
  });

/** `POST /pay-commission` as the spec sends it: multipart form fields. */
export const usePayCommission = () =>
  useInvalidatingMutation(userAdminKeys.all, async (body: Record<string, unknown>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(body))
      form.append(key, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return (await api.post<never>(userAdminPaths.payCommission, form)).message;
  });

export const useDeleteCommission = () =>
  useInvalidatingMutation(
    userAdminKeys.all,
    async (body: { id: number; UserId: number }) =>
      (await api.post<never>(userAdminPaths.commissionDelete, body)).message,
  );

/** Commission Report (spec 2 §2). */
export const commissionReport: ReportSource = {
  path: userAdminPaths.commissionReport,
  schema: commissionReportSchema,
  notGenerated: userAdminMessages.reportEmpty,
};
