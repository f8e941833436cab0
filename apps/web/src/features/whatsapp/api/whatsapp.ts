import type { CustomerMessage } from '@yaar/shared';
import { whatsappPaths } from '@yaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Messages to customers (issue 44): `POST /whatsapp-messages`, paged, by MobileNo. */
export const messagesSource = {
  path: whatsappPaths.whatsappMessages,
  key: ['whatsapp', 'messages'],
} as const;

/** The latest messages to one mobile (a licence transaction's view). */
export const useCustomerMessages = (MobileNo: string) =>
  useQuery({
    queryKey: [...messagesSource.key, 'of', MobileNo],
    queryFn: async () =>
      (
        await api.post<CustomerMessage[]>(whatsappPaths.whatsappMessages, {
          MobileNo,
          PageSize: 10,
        })
      ).data ?? [],
    placeholderData: keepPreviousData,
  });
