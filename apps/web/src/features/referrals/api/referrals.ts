import type { PaymentInfoInput, ReferralPaymentInput, ReferralPaymentRow } from '@yaar/shared';
import { referralPaths, referrerPaths } from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api, oyaarApi } from '@/lib/api';

export const referralKeys = { all: ['referrals'] as const };

/** The list's source for `usePagedList` (POST, the filters as the body). */
export const referralsSource = { path: referralPaths.referralList, key: referralKeys.all } as const;

/** One referral's payments, newest first. */
export const useReferralHistory = (referral: { RefMobileNo: string; MobileNo: string } | null) =>
  useQuery({
    queryKey: [...referralKeys.all, 'history', referral?.RefMobileNo, referral?.MobileNo],
    queryFn: async () =>
      (await api.post<ReferralPaymentRow[]>(referralPaths.referralHistory, referral)).data ?? [],
    enabled: referral !== null,
  });

export const usePayReferral = () =>
  useInvalidatingMutation(
    referralKeys.all,
    async (body: ReferralPaymentInput) =>
      (await api.post<never>(referralPaths.payReferral, body)).message,
  );

/** The referrer is a companion app user: its payment info is saved through the companion API. */
export const useSavePaymentInfo = () =>
  useInvalidatingMutation(
    referralKeys.all,
    async (body: PaymentInfoInput) =>
      (await oyaarApi.post<never>(referrerPaths.updatePaymentInfo, body)).message,
  );
