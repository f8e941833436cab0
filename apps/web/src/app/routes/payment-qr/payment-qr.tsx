import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { useAuth } from '@/lib/auth';

/**
 * Payment QR (spec 2 §2): public. Signed in it sits in the layout with its breadcrumb; signed out
 * it is shown alone. Not built yet: its own issue adds the two QR codes.
 */
export function PaymentQRRoute() {
  const { user } = useAuth();
  return (
    <>
      <PageTitle title="Payment QR" showBreadcrumb={user !== null} />
      <ComingSoon
        purpose="Show the two payment QR codes a customer scans to pay for a licence."
        features={[
          'The two QR codes, large enough to scan from the phone',
          'Share or download each one',
        ]}
        showDashboardLink={user !== null}
      />
    </>
  );
}
