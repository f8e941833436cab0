import type { SendOffer } from '@yaar/shared';
import { offerPaths } from '@yaar/shared';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { oyaarApi } from '@/lib/api';

export const offerKeys = { all: ['companion', 'offers'] as const };

/** The list's source for `usePagedList`: the companion API's GET. */
export const offersSource = {
  client: oyaarApi,
  path: offerPaths.offersList,
  method: 'GET',
  key: offerKeys.all,
} as const;

/** Approves an offer (spec 2 §7: OfferId and IsApproved '1'), then the list loads again. */
export const useApproveOffer = () =>
  useInvalidatingMutation(offerKeys.all, async (OfferId: number) => {
    const body: Record<keyof SendOffer, unknown> = { OfferId, IsApproved: '1' };
    return (await oyaarApi.post(offerPaths.sendOffers, body)).message;
  });
