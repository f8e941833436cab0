import type { CommissionLedger, CommissionPaymentRow } from '@yaar/shared';
import { commissionMessages, commissionPaths, commissionReportSchema } from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReportSource } from '@/components/ui/report-form';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';

/** Every commission query (an employee's ledger and payments) is under ['commissions']. */
export const commissionKeys = { all: ['commissions'] as const };

/** An employee's ledger and payments, newest first. */
export const useCommissionHistory = (userId: number | null) =>
  useQuery({
    queryKey: [...commissionKeys.all, 'history', userId],
    queryFn: async () => {
      const answer = await api.post<CommissionPaymentRow[]>(commissionPaths.commissionHistory, {
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
  useInvalidatingMutation(commissionKeys.all, async (body: Record<string, unknown>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(body))
      form.append(key, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return (await api.post<never>(commissionPaths.payCommission, form)).message;
  });

export const useDeleteCommission = () =>
  useInvalidatingMutation(
    commissionKeys.all,
    async (body: { id: number; UserId: number }) =>
      (await api.post<never>(commissionPaths.commissionDelete, body)).message,
  );

/** Commission Report (spec 2 §2). */
export const commissionReport: ReportSource = {
  path: commissionPaths.commissionReport,
  schema: commissionReportSchema,
  notGenerated: commissionMessages.reportEmpty,
};
