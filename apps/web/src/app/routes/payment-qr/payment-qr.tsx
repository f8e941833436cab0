import { PaymentQrCodes } from '@/features/payment-qr/components/payment-qr-codes';
import { PageTitle } from '@/components/ui/page-title';
import { useAuth } from '@/lib/auth';

/**
 * Payment QR (spec 2 §2): public. Signed in it sits in the layout with its breadcrumb; signed out
 * it is shown alone, for a phone held out to a customer.
 */
export function PaymentQRRoute() {
  const { user } = useAuth();
  return (
    <>
      <PageTitle title="Payment QR" showBreadcrumb={user !== null} />
      <PaymentQrCodes />
    </>
  );
}
