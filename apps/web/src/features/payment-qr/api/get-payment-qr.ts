import { useQuery } from '@tanstack/react-query';
import { paymentQrPaths, type PaymentQr } from '@yaar/shared';
import { api } from '@/lib/api';

/** `GET /payment-qr` (public): the payee and the two QR codes. A 404 says it is not set up. */
export async function getPaymentQr(): Promise<PaymentQr> {
  const answer = await api.get<PaymentQr>(paymentQrPaths.paymentQr, { skipGlobalAlert: true });
  return answer.data!;
}

export const usePaymentQr = () =>
  useQuery({ queryKey: ['payment-qr'], queryFn: getPaymentQr, staleTime: Infinity, retry: false });
