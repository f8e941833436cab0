import type { MyRenewalsDue } from '@yaar/shared';
import { renewalPaths } from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Renewals due (administrator): `POST /renewals-due`, paged, with Days. */
export const renewalsDueSource = {
  path: renewalPaths.renewalsDue,
  key: ['renewals', 'due'],
} as const;

/** The signed-in salesperson's own customers due for renewal (the dashboard card). */
export const useMyRenewalsDue = () =>
  useQuery({
    queryKey: ['renewals', 'mine'],
    queryFn: async (): Promise<MyRenewalsDue | null> =>
      (await api.get<MyRenewalsDue>(renewalPaths.myRenewalsDue)).data ?? null,
  });
